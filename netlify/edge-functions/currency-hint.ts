/**
 * On a visitor's first page, records the currency of the country Netlify places them in
 * (src/features/currency/currency-hint.ts), so the first paint shows it; later requests pass
 * straight through. Locally there is no edge: pages show their language's currency.
 */
import { currencyHintCookie } from '../../src/features/currency/currency-hint.ts';

/** What this function reads of Netlify's edge context. */
interface EdgeContext {
  geo?: { country?: { code?: string } };
  next(): Promise<Response>;
}

export default async function currencyHint(req: Request, context: EdgeContext) {
  const cookie = currencyHintCookie(req.headers.get('cookie'), context.geo?.country?.code);
  if (cookie === null) return undefined;
  const response = await context.next();
  response.headers.append('Set-Cookie', cookie);
  return response;
}

// Pages only: the API, scripts, images and files never need the hint.
export const config = {
  path: '/*',
  excludedPath: [
    ...['/api/*', '/_astro/*', '/flags/*', '/blog/*', '/admin', '/admin/*'],
    ...['/favicon.svg', '/robots.txt', '/sitemap*', '/build-info.json'],
  ],
};
