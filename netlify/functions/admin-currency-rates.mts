import type { Config } from '@netlify/functions';
import {
  loadCurrencyRates,
  setCurrencyRates,
  type RatesRefusal,
} from '../../src/features/admin/catalogue/currency-rates.server.ts';
import { setRatesSchema } from '../../src/features/admin/catalogue/currency-rates.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/admin/currency-rates: the rates in force, whether they are the shipped ones, their
 * date. PUT (JSON `{ rates }`, all nine): a new catalogue version with these rates; owners only.
 */
export default withRequestLog('admin-currency-rates', async (req: Request) => {
  if (req.method !== 'GET' && req.method !== 'PUT') return methodNotAllowed(['GET', 'PUT']);
  const auth = await requireStaff(req, 'owner');
  if (!auth.ok) return auth.response;
  if (req.method === 'GET')
    return jsonResponse(await loadCurrencyRates(), {
      headers: { 'Cache-Control': 'private, no-store' },
    });

  const body = await readJson(req, setRatesSchema);
  if (!body.ok) return body.response;
  const change = await setCurrencyRates(auth, body.data.rates);
  if (!change.ok) return errorResponse(refusalStatus[change.reason], change.message);
  return jsonResponse(change.saved);
});

/** Rates that price a live plan too low are the request's fault; a catalogue changed meanwhile is a conflict. */
const refusalStatus: Record<RatesRefusal, number> = { 'below-minimum': 400, conflict: 409 };

export const config: Config = { path: '/api/admin/currency-rates' };
