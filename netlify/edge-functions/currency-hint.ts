/**
 * On a visitor's first page, records the currency of the country Netlify places them in
 * (src/features/currency/currency-hint.ts), so the first paint already shows it. Every later
 * request carries the cookie and passes straight through. Edge functions run on Netlify only:
 * locally there is no country, and pages show their language's currency.
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
