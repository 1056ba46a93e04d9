import type { Config } from '@netlify/functions';
import { getPaymentGateway } from '../../src/features/payments/payments.server.ts';
import { sendQueuedMailFrom } from '../../src/features/mail/mail-queue.server.ts';
import {
  REDRIVE_BUDGET_MS,
  runRedrive,
  timeBudget,
} from '../../src/features/provisioning/redrive.server.ts';
import {
  checkArrivals,
  rescueBudget,
} from '../../src/features/esims/rescue/rescue-check.server.ts';
import { checkProviderBalanceAlert } from '../../src/features/provisioning/provider-balance.server.ts';
import { requestProvisioning } from '../../src/features/provisioning/provisioning-trigger.server.ts';
import { getEsimProvider } from '../../src/features/provisioning/providers/provider.server.ts';
import { finishStalledRefundsFrom } from '../../src/features/refunds/refund-redrive.server.ts';
import { refundLateAutomatically } from '../../src/features/refunds/refunds.server.ts';
import { settleStalledWithdrawalsFrom } from '../../src/features/withdrawal/withdrawal-redrive.server.ts';
import { rescueAfterMs } from '../../src/lib/env.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';
import { reminderPace } from '../../src/features/esims/reminders/reminder-pace.ts';

/**
 * A trigger that Netlify does not answer in this time is left to the next run, so the run ends
 * within its 30 seconds.
 */
const TRIGGER_TIMEOUT_MS = 5_000;

/**
 * Every 5 minutes, finishes what was left: queued mail, paid payments without an order, stuck
 * orders, quotes past their hold, half-done refunds, withdrawals without an outcome, eSIMs arrived
 * without data, the provider balance's alert; each step a bounded batch from its own cursor.
 * Netlify stops it at 30 s, so it only triggers provisioning (docs/decisions/0015-background-provisioning-and-the-re-drive.md,
 * docs/decisions/0035-a-re-drive-bounded-per-step.md).
 */
export default withRequestLog('redrive-orders', async () => {
  const outOfTime = timeBudget(REDRIVE_BUDGET_MS);
  await runRedrive({
    sendQueuedMail: (input) => sendQueuedMailFrom(input),
    gateway: getPaymentGateway,
    trigger: (orderId) => requestProvisioning(orderId, { timeoutMs: TRIGGER_TIMEOUT_MS }),
    finishRefunds: async (input) =>
      finishStalledRefundsFrom(
        { provider: getEsimProvider(), gateway: await getPaymentGateway() },
        input,
      ),
    refundLate: async (orderId) =>
      refundLateAutomatically(orderId, {
        provider: getEsimProvider(),
        gateway: await getPaymentGateway(),
      }),
    settleWithdrawals: async (input) =>
      settleStalledWithdrawalsFrom(
        { provider: getEsimProvider(), gateway: await getPaymentGateway() },
        input,
      ),
    checkProviderBalance: () => checkProviderBalanceAlert(),
    // Loaded on use: the reminder mail's code stays out of the function's start.
    remindInstalls: async (input) =>
      (
        await import('../../src/features/esims/reminders/install-reminders.server.ts')
      ).remindToInstall({ provider: getEsimProvider, beforeProviderCall: reminderPace() }, input),
    checkArrivals: (input) =>
      checkArrivals(
        { provider: getEsimProvider(), budget: rescueBudget(), rescueAfterMs: rescueAfterMs() },
        input,
      ),
    outOfTime,
  });
});

export const config: Config = { schedule: '*/5 * * * *' };
