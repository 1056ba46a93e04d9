/**
 * Writes one demo order as a purchase leaves it, through the product's repositories (order,
 * checkout record, count, then its state). What would call out is written as its outcome instead:
 * the provider's purchase, its usage callback, a refund's gateway refund and revoke.
 */
import type { Plan } from '../../src/features/catalogue/plan.ts';
import { saveCheckout } from '../../src/features/checkout/checkout-records.server.ts';
import { QUOTE_HOLD_MS } from '../../src/features/checkout/quote.ts';
import { lpaString } from '../../src/features/esim-provider/provider.ts';
import { indexEsimOwner } from '../../src/features/esims/esim-index.server.ts';
import { recordBundleUsage } from '../../src/features/esims/usage-records.server.ts';
import type { OrderRecord, PlanSnapshot } from '../../src/features/orders/order.ts';
import { recordOrderEvent } from '../../src/features/orders/order-events.server.ts';
import {
  createOrderOnce,
  markRefunded,
  newOrder,
  saveOrder,
} from '../../src/features/orders/orders.server.ts';
import { countCheckoutCreated } from '../../src/features/orders/sales/sales-counters.server.ts';
import { customerErrors } from '../../src/features/provisioning/provisioning.server.ts';
import { bundleAllowance } from '../../src/features/provisioning/providers/simulated-usage.ts';
import { advanceRefund, openRefund } from '../../src/features/refunds/refund-records.server.ts';
import { sha256Hex } from '../../src/lib/hash.ts';
import { luhnCheckDigit } from '../../src/lib/luhn.ts';
import { pick, randomOf } from './demo-people.ts';
import type { DemoOrder } from './demo-orders.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();

/** The plan as a checkout sells it. */
const snapshotOf = ({
  id,
  name,
  country,
  countryCode,
  data,
  duration,
  price,
  bundle,
  cost,
}: Plan) =>
  ({
    ...{ id, name, country, countryCode, data, duration, price },
    ...(bundle ? { bundle } : {}),
    ...(cost === undefined ? {} : { cost }),
  }) satisfies PlanSnapshot;

/** A 19-digit, Luhn-valid ICCID in the 8988 range (no real operator's), one per seed and order. */
function demoIccid(seed: number, n: number): string {
  const digits = BigInt(`0x${sha256Hex(`seed-demo:${seed}:iccid:${n}`)}`) % 10n ** 14n;
  const payload = `8988${digits.toString().padStart(14, '0')}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

const PROVIDER_ERRORS = [
  'eSIM Go answered 503 Service Unavailable',
  'eSIM Go answered 400: the bundle is not available in this inventory',
  'eSIM Go answered 402: insufficient balance for this order',
  'eSIM Go answered 500 Internal Server Error',
];

/**
 * Writes `demo` for `userId` (a top-up: of `base`, the stored eSIM order) and returns the stored
 * order. A second run finds the order made and only finishes what a stopped run left: its times are
 * taken from the stored order, so nothing is written twice.
 */
export async function writeDemoOrder(
  seed: number,
  demo: DemoOrder,
  userId: string,
  base: OrderRecord | null,
): Promise<OrderRecord> {
  const plan = snapshotOf(demo.plan);
  const topUp = base?.iccid ? { orderId: base.id, iccid: base.iccid } : undefined;
  const made = newOrder({
    ...{ paymentIntentId: demo.paymentIntentId, userId, plan, currency: 'usd', topUp },
    amountCents: Math.round(plan.price * 100),
  });
  const { order, created } = await createOrderOnce({
    ...made,
    createdAt: iso(demo.createdAt),
    updatedAt: iso(demo.createdAt),
  });
  // A second run's clock differs: its times follow the order as first made.
  const shift = Date.parse(order.createdAt) - demo.createdAt;
  const at = (ms: number) => ms + shift;
  // The checkout came first, the same day: dated by the order as first made, its count falls on
  // the same day in every run, the day seedDemoShop writes one at a time.
  const paidAt = at(demo.createdAt);
  const checkoutAt = Math.max(paidAt - (paidAt % DAY), paidAt - 2 * MINUTE);
  await saveCheckout(demo.paymentIntentId, {
    ...{ userId, plan, heldUntil: iso(checkoutAt + QUOTE_HOLD_MS) },
    ...(topUp ? { topUp } : {}),
  });
  await countCheckoutCreated(demo.paymentIntentId, new Date(checkoutAt));
  const stored = order.provisioningStatus === 'pending' ? await advance(order) : order;
  if (demo.refundedAt === null || stored.refundedAt !== null) return stored;
  const refund = await openRefund(stored.id, at(demo.refundedAt), {
    keepsBundle: stored.provisioningStatus === 'failed',
  });
  const refunded = (await markRefunded(stored.id, iso(at(demo.refundedAt)))) ?? stored;
  if (refund) await advanceRefund(refund, 'done', { paymentRefundId: `re_demo_${seed}_${demo.n}` });
  return refunded;

  async function advance(pending: OrderRecord): Promise<OrderRecord> {
    if (demo.fate === 'paid') return pending;
    if (demo.settledAt === null)
      return saveOrder({
        ...pending,
        provisioningStatus: 'provisioning',
        attempts: 2,
        providerOrderStartedAt: iso(at(demo.createdAt) + MINUTE),
        lastError: customerErrors.retrying,
      });
    if (demo.fate.startsWith('failed')) {
      if (created)
        await recordOrderEvent(
          pending.id,
          {
            kind: 'provider-error',
            summary: "Attempt 8: the provider's purchase failed (not retried)",
            detail: pick(randomOf(seed, 'provider-error', demo.n), PROVIDER_ERRORS),
          },
          at(demo.settledAt),
        );
      return saveOrder({
        ...pending,
        provisioningStatus: 'failed',
        attempts: 8,
        lastError: customerErrors.failed,
      });
    }
    const iccid = base?.iccid ?? demoIccid(seed, demo.n);
    const reference = `sim-${sha256Hex(pending.id).slice(0, 12)}`;
    const matchingId = `K2-${reference.slice(4, 10)}-${reference.slice(10)}`.toUpperCase();
    const delivered = await saveOrder({
      ...pending,
      provisioningStatus: 'completed',
      attempts: 1,
      providerReference: reference,
      iccid,
      lpa: base ? null : lpaString({ smdpAddress: 'smdp.simulated.roamly.example', matchingId }),
      deliveredAt: iso(at(demo.settledAt)),
    });
    await indexEsimOwner(delivered);
    if (demo.usedShare !== null) await recordUsage(delivered, at(demo.settledAt), demo.usedShare);
    return delivered;
  }
}

/** What eSIM Go's usage callback reports of the eSIM's bundle, `usedShare` of it used. */
async function recordUsage(order: OrderRecord, deliveredAt: number, usedShare: number) {
  const { bytes, days } = bundleAllowance(order.plan.bundle ?? '');
  const startTime = deliveredAt + 3 * 60 * MINUTE;
  const now = Date.now();
  if (startTime >= now) return;
  await recordBundleUsage(
    order.iccid!,
    {
      assignment: `demo-${order.id}`,
      name: order.plan.bundle ?? order.plan.name,
      initialBytes: bytes,
      remainingBytes: Math.round(bytes * (1 - usedShare)),
      startTime: iso(startTime),
      endTime: iso(startTime + days * 24 * 60 * MINUTE),
      unlimited: false,
    },
    Math.min(now, startTime + usedShare * days * 24 * 60 * MINUTE),
  );
}
