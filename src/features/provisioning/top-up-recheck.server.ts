/**
 * A top-up's last check, under the purchase gate (its purchase is open and nothing is bought yet):
 * the eSIM must still be the payer's, not refunded and not being refunded. A top-up that fails it
 * is never applied: the purchase is recorded as refused (nothing bought), the payment is refunded
 * in full with a mail saying why, and the order ends failed and refunded.
 */
import { refundUnsoldPayment } from '../checkout/payment-outcomes.server.ts';
import { getPaymentGateway } from '../checkout/payments/payments.server.ts';
import { quoteChangeMessage, type QuoteStatus } from '../checkout/quote.ts';
import type { OrderRecord } from '../orders/order.ts';
import { saveOrder } from '../orders/orders.server.ts';
import { topUpTargetGone } from '../top-ups/top-up-checkout.server.ts';
import type { ProvisioningDeps } from './provisioning-deps.server.ts';
import { recordPurchase } from './purchases.server.ts';

/** The refunded order when `order` is a top-up whose eSIM is gone; null when it may be bought. */
export async function refuseTopUpOfGoneEsim(order: OrderRecord, purchase: number, deps: ProvisioningDeps): Promise<OrderRecord | null> {
  if (order.topUpOf === null || !order.iccid) return null;
  if (!(await topUpTargetGone(order.userId, { orderId: order.topUpOf, iccid: order.iccid }))) return null;
  // Recorded first: if the refund below fails, the next run opens a new purchase and lands here again.
  await recordPurchase(order.id, purchase, Date.now(), 'refused');
  const status: QuoteStatus = { change: 'esim-unavailable', currentPrice: null };
  const gateway = await (deps.gateway ?? getPaymentGateway)();
  const payment = { paymentIntentId: order.paymentIntentId, userId: order.userId, amountCents: order.amountCents, plan: order.plan, status };
  await refundUnsoldPayment(gateway, payment, deps.mailer);
  const lastError = quoteChangeMessage(status, order.amountCents / 100, true);
  return saveOrder({ ...order, provisioningStatus: 'failed', lastError, refundedAt: new Date().toISOString() });
}
