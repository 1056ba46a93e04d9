/**
 * What a received withdrawal does, riding on the self-service refund: an unused plan is refunded in
 * full, one installed or started after the buyer's recorded consent keeps no right (Art. 16(m)),
 * anything else goes to a person (docs/decisions/0042-withdrawal-function.md).
 */
import type { OrderRecord } from '../orders/order.ts';
import { findRefund } from '../refunds/refund-records.server.ts';
import { orderRefusal, type RefundRefusal } from '../refunds/refund-rules.ts';
import {
  openRefundOnce,
  providerRefusal,
  runOpenedRefund,
  type RefundDeps,
} from '../refunds/refunds.server.ts';
import type { WithdrawalOutcome } from './withdrawal-period.ts';

export interface Decided {
  outcome: WithdrawalOutcome;
  /** The refund rule that kept the shop from refunding by itself. */
  reason: RefundRefusal | 'no-delivery-consent' | null;
}

const DELIVERY_STARTED: readonly RefundRefusal[] = ['installed', 'started', 'not-cancellable'];

function fromRefusal(order: OrderRecord, reason: RefundRefusal): Decided {
  if (reason === 'already-refunded') return { outcome: 'refunded', reason: null };
  if (reason === 'under-way') return { outcome: 'refund-under-way', reason: null };
  if (DELIVERY_STARTED.includes(reason))
    // Without the buyer's recorded request and acknowledgement, delivery does not end the right.
    return order.deliveryConsent
      ? { outcome: 'delivery-started', reason }
      : { outcome: 'support', reason: 'no-delivery-consent' };
  return { outcome: 'support', reason };
}

/** Refunds the order when the refund rules allow it; says what became of the withdrawal. */
export async function decideWithdrawal(order: OrderRecord, deps: RefundDeps): Promise<Decided> {
  const now = (deps.now ?? Date.now)();
  const refusal =
    orderRefusal(order, order.userId, await findRefund(order.id), now) ??
    (await providerRefusal(order, deps.provider));
  if (refusal) return fromRefusal(order, refusal);
  const lost = await openRefundOnce(order.id, now);
  if (lost) return fromRefusal(order, lost);
  const refunded = await runOpenedRefund(order, deps);
  if (!refunded.ok) return fromRefusal(order, refunded.reason);
  return { outcome: refunded.finished ? 'refunded' : 'refund-under-way', reason: null };
}
