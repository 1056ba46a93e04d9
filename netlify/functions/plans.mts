import type { Config, Context } from '@netlify/functions';
import { loadCatalogue } from '../../src/features/catalogue/catalogue.server.ts';
import {
  normaliseCountryCode,
  plansForCountry,
  toPublicPlan,
} from '../../src/features/catalogue/plan.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/plans, /api/esimgo/plans (the whole list) and /api/plans/{countryCode}.
 * Answers are cached on Netlify's CDN until an upload purges the `catalogue` tag; browsers
 * revalidate every time with the catalogue version as ETag.
 */
export default withRequestLog('plans', async (req: Request, context: Context) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);

  const rawCode: string | undefined = context.params?.countryCode;
  const code = rawCode === undefined ? undefined : normaliseCountryCode(safeDecode(rawCode));
  if (code === null) return errorResponse(400, 'Country code must be two letters, like US or fr');

  const catalogue = await loadCatalogue();
  const etag = `"${catalogue.version}"`;
  const headers = {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=31536000, stale-while-revalidate=60',
    'Netlify-Cache-Tag': 'catalogue',
    ETag: etag,
  };
  if (req.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers });

  const plans = code === undefined ? catalogue.plans : plansForCountry(catalogue.plans, code);
  return jsonResponse(plans.map(toPublicPlan), { headers });
});

/** A malformed escape ('%E0%A4%A') is a bad code, not a crash. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const config: Config = {
  path: ['/api/plans', '/api/plans/:countryCode', '/api/esimgo/plans'],
};
