/**
 * A top-up's last check, under the purchase gate: the eSIM must still be the payer's, not refunded
 * nor being refunded. One that fails is never applied: the purchase is refused for good, the
 * payment refunded in full with a mail saying why (docs/decisions/0002-top-up-and-refund-race.md).
 */
import { refundUnsoldPayment } from '../checkout/payment-outcomes.server.ts';
import { getPaymentGateway } from '../payments/payments.server.ts';
import { quoteChangeMessage, type QuoteStatus } from '../checkout/quote.ts';
import { paidByOrder } from '../currency/charge.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import type { OrderRecord } from '../orders/order.ts';
import { saveOrder } from '../orders/orders.server.ts';
import { whyTopUpTargetGone } from '../top-ups/top-up-checkout.server.ts';
import type { ProvisioningDeps } from './provisioning-deps.server.ts';
import {
  findEsimGone,
  recordPurchase,
  settleRefundRace,
  type EsimGone,
} from '../esim-provider/purchases.server.ts';

/** The refunded order when `order` is a top-up whose eSIM is gone; null when it may be bought. */
export async function refuseTopUpOfGoneEsim(
  order: OrderRecord,
  purchase: number,
  deps: ProvisioningDeps,
): Promise<OrderRecord | null> {
  if (order.topUpOf === null || !order.iccid) return null;
  const gone = await whyTopUpTargetGone(order.userId, {
    orderId: order.topUpOf,
    iccid: order.iccid,
  });
  if (gone === null) return null;
  // A refund only begun may have seen this purchase open: then the purchase record says which of
  // the two goes on.
  if (
    gone === 'refund-asked' &&
    (await settleRefundRace(order.id, purchase, 'refund')) === 'top-up'
  )
    return null;
  // Recorded before the money moves: every later run finds it, skips the check and only finishes
  // what follows.
  await recordPurchase(order.id, purchase, Date.now(), { esimGone: gone });
  return finishRefusedTopUp(order, gone, deps);
}

/**
 * Refunds a top-up refused because its eSIM is `gone` (idempotent: the same refund, the same mail),
 * and ends its order.
 */
export async function finishRefusedTopUp(
  order: OrderRecord,
  gone: EsimGone,
  deps: ProvisioningDeps,
): Promise<OrderRecord> {
  const status: QuoteStatus = {
    change: gone === 'refunded' ? 'esim-unavailable' : 'esim-refund-asked',
    current: null,
  };
  const paid = paidByOrder(order);
  const gateway = await (deps.gateway ?? getPaymentGateway)();
  const payment = {
    paymentIntentId: order.paymentIntentId,
    userId: order.userId,
    paid,
    plan: order.plan,
    status,
  };
  await refundUnsoldPayment(gateway, payment, deps.mailer);
  const lastError = quoteChangeMessage(await loadTranslator('en'), status, paid, true);
  return saveOrder({
    ...order,
    provisioningStatus: 'failed',
    lastError,
    refundedAt: new Date().toISOString(),
  });
}

/**
 * Finishes `order` when it is a top-up refused for its eSIM (its refund may outlast provisioning's
 * attempts); null otherwise.
 */
export async function finishIfRefusedTopUp(
  order: OrderRecord,
  deps: ProvisioningDeps,
): Promise<OrderRecord | null> {
  const gone = order.topUpOf === null ? null : await findEsimGone(order.id);
  return gone ? finishRefusedTopUp(order, gone, deps) : null;
}
