import type { Config } from '@netlify/functions';
import { getPaymentGateway } from '../../src/features/payments/payments.server.ts';
import { runSweeps } from '../../src/features/retention/sweeps.server.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';
import { deadlineIn } from '../../src/lib/sweep-budget.ts';

/** No call starts this long into a run: Netlify stops a scheduled function at 30 s. */
const SWEEP_BUDGET_MS = 20_000;

/**
 * Every hour, deletes what is past its time: expired sessions and tokens, old sign-in and mail
 * counts, contact rate windows, checkouts never paid (docs/retention.md).
 */
export default withRequestLog('sweep-expired', async () => {
  const results = await runSweeps({
    gateway: getPaymentGateway,
    outOfTime: deadlineIn(SWEEP_BUDGET_MS),
  });
  console.log(JSON.stringify({ route: 'sweep-expired', results }));
});

export const config: Config = { schedule: '@hourly' };
