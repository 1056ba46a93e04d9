/**
 * Delivered eSIM orders to refund, paid for real on the local test gateway (so the gateway can
 * refund them), and a provider and gateway that count what a refund asks of them.
 */
import type { PaymentGateway } from '../../src/features/payments/gateway.ts';
import {
  confirmTestPayment,
  testGateway,
} from '../../src/features/payments/test-gateway.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import { createOrderOnce, newOrder } from '../../src/features/orders/orders.server.ts';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { JAPAN_5GB_PLAN } from './japan-plan.ts';
import { recording } from './paid-orders.ts';

let sequence = 0;

/**
 * The simulated provider at 0 ms on a clock the test moves; installed an hour after purchase unless
 * told.
 */
export function simulatorAt(clock: { now: number }, installAfterMs = 60 * 60_000): EsimProvider {
  return createSimulatedProvider({
    latencyMs: 0,
    failureRate: 0,
    usage: { installAfterMs, bytesPerMinute: 50_000_000 },
    now: () => clock.now,
  });
}

/**
 * `userId`'s Japan eSIM, paid on the test gateway and delivered by `provider`. `createdAt`
 * backdates the purchase; `deliver: false` leaves it paid and not provisioned.
 */
export async function deliveredOrder(
  userId: string,
  provider: EsimProvider,
  {
    createdAt,
    deliver = true,
    deliveryConsent = null,
    tax = null,
  }: {
    createdAt?: string;
    deliver?: boolean;
    deliveryConsent?: OrderRecord['deliveryConsent'];
    tax?: OrderRecord['tax'];
  } = {},
) {
  const amount = Math.round(JAPAN_5GB_PLAN.price * 100);
  const intent = await testGateway.createIntent({
    amount,
    currency: 'usd',
    metadata: { userId, planId: JAPAN_5GB_PLAN.id },
    idempotencyKey: `refund-order-${Date.now()}-${++sequence}`,
  });
  await confirmTestPayment(intent.clientSecret, '4242424242424242');
  const made = newOrder({
    paymentIntentId: intent.id,
    userId,
    plan: JAPAN_5GB_PLAN,
    amountCents: amount,
    currency: 'usd',
    deliveryConsent,
    tax,
  });
  const { order } = await createOrderOnce(createdAt ? { ...made, createdAt } : made);
  if (!deliver) return order;
  const delivered = await provisionOrder(order.id, { provider, sleep: async () => {} });
  if (delivered?.deliveredAt === null || !delivered?.iccid)
    throw new Error('The test order was not delivered');
  return delivered;
}

/** `provider`, counting the bundles it is asked to revoke for real (dry runs are not counted). */
export function countingRevokes(provider: EsimProvider) {
  const revokes: string[] = [];
  const refundBundle = recording(provider.refundBundle.bind(provider), revokes, (input) =>
    input.dryRun ? undefined : input.iccid,
  );
  return { provider: { ...provider, refundBundle }, revokes };
}

/** The test gateway, counting the refunds it is asked for. */
export function countingRefunds(gateway: PaymentGateway = testGateway) {
  const refunds: string[] = [];
  const refund = recording(gateway.refund.bind(gateway), refunds, (input) => input.idempotencyKey);
  return { gateway: { ...gateway, refund }, refunds };
}

/** The refund confirmations `email` got for this order. */
export async function refundMails(email: string, order: OrderRecord) {
  return (await listOutbox({ to: email, kind: 'order-refunded' })).filter((mail) =>
    mail.text.includes(order.id.slice(0, 8)),
  );
}
