import type { Config } from '@netlify/functions';
import { readProviderBalance } from '../../src/features/provisioning/provider-balance.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** Why no balance could be shown, for the console. */
const refusals = {
  'provider-unreachable': [
    502,
    'The eSIM provider did not answer with the balance. Try again in a minute.',
  ],
  'provider-not-configured': [
    503,
    'No eSIM provider is configured for this site, so there is no balance to show.',
  ],
} as const;

/**
 * GET /api/admin/provider-balance: the eSIM provider's prepaid balance, whether it is below
 * PROVIDER_BALANCE_ALERT and that level; staff only. Reading it also notes the owners' alert.
 */
export default withRequestLog('admin-provider-balance', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireStaff(req, 'support');
  if (!auth.ok) return auth.response;
  const reading = await readProviderBalance();
  if (!reading.ok) {
    const [status, message] = refusals[reading.reason];
    return errorResponse(status, message);
  }
  const { balance, low, threshold } = reading;
  const amount = (of: { amountMinor: number; currency: string }) => ({
    amountMinor: of.amountMinor,
    currency: of.currency,
  });
  return jsonResponse(
    { balance: amount(balance), low, threshold: threshold && amount(threshold) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
});

export const config: Config = { path: '/api/admin/provider-balance' };
