/** An owner marks a refunded bundle's value credited to our eSIM Go balance: settled, audited. */
import { settleBalanceCredit } from '../../refunds/balance-credits.server.ts';
import { auditAction, type StaffCaller } from '../../staff/audited-action.server.ts';

/** Marks the order's pending credit credited; false when none is pending (nothing changed). */
export async function markBalanceCredited(caller: StaffCaller, orderId: string): Promise<boolean> {
  const settled = await settleBalanceCredit(orderId);
  if (!settled) return false;
  // Right after the mark, in the same call (decision 0029).
  await auditAction(caller, {
    action: 'balance-credit.mark',
    target: { kind: 'order', id: orderId },
    before: { balanceCredit: 'pending', bundle: settled.bundle, iccid: settled.iccid },
    after: { balanceCredit: 'credited' },
  });
  return true;
}
