/**
 * The order repository: `id/<orderId>`, the id derived from the payment intent so every path
 * completing a payment writes the same key; `user/<userId>/<orderId>` lists a customer's orders,
 * `active/<orderId>` the unsettled ones (docs/decisions/0010-one-module-per-blobs-store.md).
 */
import * as z from 'zod';
import { sha256Hex } from '../../lib/hash.ts';
import { isSettled, orderRecordSchema, type OrderRecord, type PlanSnapshot } from './order.ts';
import {
  removeIndexesLeft,
  removeOrderIndexes,
  writeIndexesOfChange,
  writeOrderIndexes,
} from './order-indexes.server.ts';
import { ordersStoreFamily } from './orders-store.server.ts';
import { countOrderAgain, countOrderChange } from './sales/sales-counters.server.ts';
import { invalidateSummary, listUserOrders as listSummarisedOrders } from './user-orders.server.ts';
import type { OrderTax } from '../tax/order-tax.ts';

/** One payment, one order id: the first 24 hex characters of the intent id's SHA-256. */
export function orderIdFor(paymentIntentId: string): string {
  return sha256Hex(`order:${paymentIntentId}`).slice(0, 24);
}

export const ORDER_ID_PATTERN = /^[a-f0-9]{24}$/;

const orders = ordersStoreFamily('id/', orderRecordSchema);
/** An index entry is its key; its value is empty. */
const indexEntrySchema = z.object({});
/** `user/<userId>/<orderId>`: a customer's orders. */
const customerIndex = ordersStoreFamily('user/', indexEntrySchema);
/** `active/<orderId>`: orders not yet settled, for the re-drive. */
const activeIndex = ordersStoreFamily('active/', indexEntrySchema);

export async function findOrder(orderId: string): Promise<OrderRecord | null> {
  if (!ORDER_ID_PATTERN.test(orderId)) return null;
  return orders.read(orderId);
}

/**
 * Creates the order unless it exists, and returns the stored one either way. The indexes are
 * written BEFORE the record: a crash between them leaves an index pointing at nothing (skipped,
 * then completed by the retry or the re-drive), never a record that no list reaches.
 */
export async function createOrderOnce(
  order: OrderRecord,
): Promise<{ order: OrderRecord; created: boolean }> {
  const existing = await findOrder(order.id);
  if (existing) {
    // Recorded again, counted at most once: the call that made it may have stopped before.
    await countOrderAgain(existing);
    return { order: existing, created: false };
  }
  await Promise.all([
    customerIndex.write(`${order.userId}/${order.id}`, {}),
    activeIndex.write(order.id, {}),
    writeOrderIndexes(order),
  ]);
  if (await orders.createIfNew(order.id, order)) {
    await countOrderChange(null, order);
    return { order, created: true };
  }
  // Another call created it between our read and our write; it may even have settled since.
  const stored = (await findOrder(order.id)) ?? order;
  // Staff's indexes name the order by its creation time: ours, if it differs, points at nothing.
  if (stored.createdAt !== order.createdAt) await removeOrderIndexes(order);
  else await removeIndexesLeft(order, stored);
  if (isSettled(stored)) await activeIndex.remove(order.id);
  return { order: stored, created: false };
}

/**
 * Saves a changed order; leaves the active list once delivered or finally failed. Runs of one
 * order race, each with the copy it read, so the stored order is re-read and the change merged
 * onto it, never backwards (notBehind), and written only at the version read: a change another
 * writer made in between (a late mark, a late refund's end) is merged, never lost. Returns what is
 * stored now.
 */
export async function saveOrder(order: OrderRecord): Promise<OrderRecord> {
  for (;;) {
    const { record: stored, etag } = await orders.readVersioned(order.id);
    const merged = stored ? notBehind(stored, order) : order;
    if (merged === stored) {
      if (!sameOrder(stored, order))
        console.warn(
          `Order ${order.id}: a run's stale copy (${order.provisioningStatus}) was not saved over the stored order (${stored.provisioningStatus})`,
        );
      return stored;
    }
    const saved = { ...merged, updatedAt: new Date().toISOString() };
    if (!(await writeChange(stored, saved, etag))) continue;
    return saved;
  }
}

/**
 * Writes `after` over `before` if the record is still at `etag`: its index entries first, then the
 * record, its count, and off the active list and the entries it no longer has. False when the
 * record changed since it was read (nothing counted or removed).
 */
async function writeChange(
  before: OrderRecord | null,
  after: OrderRecord,
  etag: string | null,
): Promise<boolean> {
  await writeIndexesOfChange(before, after);
  if (!(await orders.writeIfUnchanged(after.id, after, etag))) return false;
  await countOrderChange(before, after);
  await Promise.all([
    isSettled(after) && activeIndex.remove(after.id),
    before && removeIndexesLeft(before, after),
  ]);
  return true;
}

/**
 * Notes when an order was found late, once (the late step's marker decides who notes it), also
 * once it ended refunded; the time it was last touched is kept, so the stuck-orders step goes on
 * as before. What is stored now.
 */
export async function markLate(orderId: string, at: string): Promise<OrderRecord | null> {
  for (;;) {
    const { record: stored, etag } = await orders.readVersioned(orderId);
    if (!stored || stored.lateAt !== null) return stored;
    const marked = { ...stored, lateAt: at };
    if (await orders.writeIfUnchanged(orderId, marked, etag)) return marked;
  }
}

/**
 * Ends an order whose eSIM was not delivered because its payment goes back (a late order whose
 * handover went to the refund): failed, with `lastError` for the customer, off the active list.
 * Returns the stored order; one already delivered is returned as it is.
 */
export async function endUndelivered(
  orderId: string,
  lastError: string,
): Promise<OrderRecord | null> {
  for (;;) {
    const { record: stored, etag } = await orders.readVersioned(orderId);
    if (!stored || stored.deliveredAt !== null || stored.provisioningStatus === 'failed')
      return stored;
    const ended: OrderRecord = {
      ...stored,
      provisioningStatus: 'failed',
      lastError,
      nextAttemptAt: null,
      updatedAt: new Date().toISOString(),
    };
    if (await writeChange(stored, ended, etag)) return ended;
  }
}

/**
 * Marks a settled order (delivered, or failed for good: staff refund those) refunded, once, in its
 * own write (saveOrder keeps a settled order as it is); then replaces the customer's summary, which
 * may hold the order as settled. Null when the order does not exist or is not settled.
 */
export async function markRefunded(orderId: string, at: string): Promise<OrderRecord | null> {
  const stored = await findOrder(orderId);
  if (!stored || !isSettled(stored)) return null;
  if (stored.refundedAt !== null) return stored;
  const refunded = { ...stored, refundedAt: at, updatedAt: new Date().toISOString() };
  await writeIndexesOfChange(stored, refunded);
  await orders.write(orderId, refunded);
  await countOrderChange(stored, refunded);
  await Promise.all([removeIndexesLeft(stored, refunded), invalidateSummary(stored.userId)]);
  return refunded;
}

/**
 * Re-opens a failed order for one more round of attempts (a staff retry, decided once per failure
 * by failed-order-decisions.server.ts): pending again, back on the active list, and the customer's
 * summary replaced, which holds the order as settled. Null unless the order is failed, not refunded
 * and still at `attempts`.
 */
export async function reopenFailedOrder(
  orderId: string,
  attempts: number,
): Promise<OrderRecord | null> {
  const stored = await findOrder(orderId);
  if (
    stored?.provisioningStatus !== 'failed' ||
    stored.refundedAt !== null ||
    stored.attempts !== attempts
  )
    return null;
  const reopened: OrderRecord = {
    ...stored,
    provisioningStatus: 'pending',
    attemptsBeforeRetry: attempts,
    nextAttemptAt: null,
    providerOrderStartedAt: null,
    lastError: null,
    updatedAt: new Date().toISOString(),
  };
  await activeIndex.write(orderId, {});
  await writeIndexesOfChange(stored, reopened);
  await orders.write(orderId, reopened);
  await Promise.all([removeIndexesLeft(stored, reopened), invalidateSummary(stored.userId)]);
  return reopened;
}

const STAGE = { pending: 0, provisioning: 1, completed: 2, failed: 2 } as const;

/**
 * The change a run asks for, unless it is behind the stored order: completed and failed are final
 * (but a completed order may be marked delivered), the status never goes back, attempts never
 * decrease, a known provider reference is kept. Returns `stored` itself when nothing may change.
 */
function notBehind(stored: OrderRecord, incoming: OrderRecord): OrderRecord {
  if (stored.provisioningStatus === 'failed') return stored;
  if (stored.provisioningStatus === 'completed') {
    if (
      incoming.provisioningStatus !== 'completed' ||
      stored.deliveredAt !== null ||
      incoming.deliveredAt === null
    )
      return stored;
    return { ...stored, deliveredAt: incoming.deliveredAt };
  }
  return {
    ...incoming,
    provisioningStatus:
      STAGE[incoming.provisioningStatus] >= STAGE[stored.provisioningStatus]
        ? incoming.provisioningStatus
        : stored.provisioningStatus,
    attempts: Math.max(stored.attempts, incoming.attempts),
    providerReference: incoming.providerReference ?? stored.providerReference,
    // Marked by the late step, never by a run: a run's copy may be from before.
    lateAt: stored.lateAt ?? incoming.lateAt,
  };
}

const sameOrder = (a: OrderRecord, b: OrderRecord) =>
  JSON.stringify({ ...a, updatedAt: '' }) === JSON.stringify({ ...b, updatedAt: '' });

/** A customer's orders, newest first (read through their summary, see user-orders.server.ts). */
export function listUserOrders(userId: string): Promise<OrderRecord[]> {
  return listSummarisedOrders(userId, {
    listIds: (id) => customerIndex.listNames(`${id}/`),
    readOrder: findOrder,
  });
}

/** Ids of orders not yet delivered, for the scheduled re-drive. */
export function listActiveOrderIds(): Promise<string[]> {
  return activeIndex.listNames();
}

/** The ids of the customers who have an order, from the `user/` index (a directory repair). */
export async function listCustomerIdsWithOrders(): Promise<string[]> {
  const names = await customerIndex.listNames();
  return [...new Set(names.map((name) => name.slice(0, name.indexOf('/'))))];
}

/** How many orders a customer has, from the `user/` index (no order is read). */
export async function countUserOrders(userId: string): Promise<number> {
  return (await customerIndex.listNames(`${userId}/`)).length;
}

/** Ids of every order, from the key listing (a repair of all orders). */
export function listOrderIds(): Promise<string[]> {
  return orders.listNames();
}

export interface NewOrderInput {
  paymentIntentId: string;
  userId: string;
  plan: PlanSnapshot;
  amountCents: number;
  currency: string;
  /**
   * Units of `currency` one US dollar bought when quoted, for reporting sales; 1 when absent (a
   * US dollar order: the demo data and tests make them directly).
   */
  exchangeRate?: number;
  /** For a top-up: the eSIM order it adds data to, and that eSIM's ICCID. */
  topUp?: { orderId: string; iccid: string };
  /** The tax included in the amount, as checkout decided it. */
  tax?: OrderTax | null;
  /** The company the buyer bought for, if they said so at checkout. */
  businessBuyer?: OrderRecord['businessBuyer'];
  /** The buyer's consent to delivery within the withdrawal period, as given at checkout. */
  deliveryConsent?: OrderRecord['deliveryConsent'];
  /** The card that paid, as the gateway reported it. */
  paymentCard?: OrderRecord['paymentCard'];
  /** 'When do you travel?' and the phone paid from, as checkout kept them. */
  travelDate?: string | null;
  buyerPhone?: OrderRecord['buyerPhone'];
}

export function newOrder(input: NewOrderInput): OrderRecord {
  const now = new Date().toISOString();
  return {
    id: orderIdFor(input.paymentIntentId),
    userId: input.userId,
    paymentIntentId: input.paymentIntentId,
    planId: input.plan.id,
    plan: input.plan,
    amountCents: input.amountCents,
    currency: input.currency,
    exchangeRate: input.exchangeRate ?? 1,
    provisioningStatus: 'pending',
    attempts: 0,
    attemptsBeforeRetry: 0,
    nextAttemptAt: null,
    providerReference: null,
    providerOrderStartedAt: null,
    iccid: input.topUp?.iccid ?? null,
    lpa: null,
    lastError: null,
    deliveredAt: null,
    topUpOf: input.topUp?.orderId ?? null,
    refundedAt: null,
    tax: input.tax ?? null,
    businessBuyer: input.businessBuyer ?? null,
    deliveryConsent: input.deliveryConsent ?? null,
    paymentCard: input.paymentCard ?? null,
    lateAt: null,
    travelDate: input.travelDate ?? null,
    buyerPhone: input.buyerPhone ?? null,
    createdAt: now,
    updatedAt: now,
  };
}
