/**
 * Settling a received withdrawal: its outcome written once, its mails queued once, its pending
 * entry let go. The confirm request does it at once and the re-drive after a crash, and both may
 * run at the same time (docs/decisions/0042-withdrawal-function.md).
 */
import { supportEmail } from '../../lib/env.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import { queueMail } from '../mail/mail-queue.server.ts';
import type { OrderRecord } from '../orders/order.ts';
import type { RefundDeps } from '../refunds/refunds.server.ts';
import { withdrawalNeedsPersonMail, withdrawalReceivedMail } from './withdrawal-mail.ts';
import { decideWithdrawal } from './withdrawal-outcome.server.ts';
import { forgetPendingWithdrawal } from './withdrawal-pending.server.ts';
import { recordOutcomeOnce, type WithdrawalRecord } from './withdrawal-records.server.ts';

/** Settles `record` (received for `order`); answers it with the outcome that stands. */
export async function settleWithdrawal(
  record: WithdrawalRecord,
  order: OrderRecord,
  deps: RefundDeps,
): Promise<WithdrawalRecord> {
  const now = (deps.now ?? Date.now)();
  let settled: WithdrawalRecord | null = record;
  // The refund is opened once (onlyIfNew), so a second decision only reads what the first did.
  if (record.outcome === null)
    settled = await recordOutcomeOnce(record.orderId, await decideWithdrawal(order, deps), now);
  if (!settled?.outcome) throw new Error(`The withdrawal of order ${order.id} has gone`);
  const withdrawal = { ...settled, outcome: settled.outcome };
  // Keyed per order: whoever queues it first, the buyer gets one acknowledgement, of the outcome
  // that was written.
  if (withdrawal.email)
    await queueMail(
      `withdrawal-received/${order.id}`,
      withdrawalReceivedMail(
        withdrawal,
        order,
        supportEmail(),
        await loadTranslator(record.locale),
      ),
      { mailer: deps.mailer },
    );
  if (withdrawal.outcome === 'support')
    await queueMail(
      `withdrawal-needs-person/${order.id}`,
      withdrawalNeedsPersonMail(supportEmail(), withdrawal, order, await loadTranslator('en')),
      { mailer: deps.mailer },
    );
  await forgetPendingWithdrawal(order.id);
  return withdrawal;
}
