import type { Config, Context } from '@netlify/functions';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { loadCatalogue } from '../../src/features/catalogue/catalogue.server.ts';
import { normaliseCountryCode, plansForCountry } from '../../src/features/catalogue/plan.ts';
import { toPricedPlan } from '../../src/features/catalogue/priced-plan.ts';
import { currencySchema } from '../../src/features/currency/currencies.ts';
import { ratesInForce } from '../../src/features/currency/rates.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/plans, /api/esimgo/plans (the whole list) and /api/plans/{countryCode}, priced in
 * `?currency=` (USD when absent).
 * Answers are cached on Netlify's CDN until an upload purges the `catalogue` tag; browsers
 * revalidate every time with the catalogue version as ETag.
 */
export default withRequestLog('plans', async (req: Request, context: Context) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);

  const rawCode: string | undefined = context.params?.countryCode;
  const code = rawCode === undefined ? undefined : normaliseCountryCode(safeDecode(rawCode));
  if (code === null)
    return errorResponse(400, (await visitorLanguage(req)).t('api.plans.countryCodeInvalid'));
  const currency = currencySchema.safeParse(new URL(req.url).searchParams.get('currency') ?? 'USD');
  if (!currency.success)
    return errorResponse(
      400,
      (await visitorLanguage(req)).describe(currency.error.issues[0]!.message),
    );

  const catalogue = await loadCatalogue();
  const etag = `"${catalogue.version}-${currency.data}"`;
  const headers = {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=31536000, stale-while-revalidate=60',
    'Netlify-Cache-Tag': 'catalogue',
    // One cached answer per currency, whatever other query a caller adds.
    'Netlify-Vary': 'query=currency',
    ETag: etag,
  };
  if (req.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers });

  const plans = code === undefined ? catalogue.plans : plansForCountry(catalogue.plans, code);
  const { rates } = ratesInForce(catalogue);
  return jsonResponse(
    plans.map((plan) => toPricedPlan(plan, currency.data, rates, code ?? null)),
    { headers },
  );
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
