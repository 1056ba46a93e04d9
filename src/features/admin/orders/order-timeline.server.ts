/**
 * Everything that happened to an order, oldest first, for staff: read from the records that already
 * keep each fact (checkout, order, claims, refund, mails, alerts, top-ups), and from the order's
 * events for what no record keeps (orders/order-events.server.ts).
 */
import { findCheckout } from '../../checkout/checkout-records.server.ts';
import { QUOTE_HOLD_MS } from '../../checkout/quote.ts';
import { listEsimAlerts } from '../../esims/usage-alerts.server.ts';
import type { OrderRecord } from '../../orders/order.ts';
import { listOrderEvents, type OrderEvent } from '../../orders/order-events.server.ts';
import { listAttemptClaims } from '../../provisioning/attempt-claims.server.ts';
import { findRefund } from '../../refunds/refund-records.server.ts';
import type { TimelineEntry } from './order-view.ts';
import { formatOrderAmount } from './order-amount.ts';
import { mailEntriesOf } from './timeline-mails.server.ts';

const iso = (ms: number) => new Date(ms).toISOString();

async function checkoutEntries(order: OrderRecord): Promise<TimelineEntry[]> {
  const checkout = await findCheckout(order.paymentIntentId);
  // heldUntil is written as the checkout's own time plus the hold, so this is when it was made.
  if (!checkout?.heldUntil) return [];
  return [
    {
      at: iso(Date.parse(checkout.heldUntil) - QUOTE_HOLD_MS),
      kind: 'checkout-created',
      summary: `Checkout opened: ${checkout.plan.name} at ${formatOrderAmount(order)}, price held until ${checkout.heldUntil}`,
      detail: `Payment ${order.paymentIntentId}`,
    },
  ];
}

function orderEntries(order: OrderRecord): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    {
      at: order.createdAt,
      kind: 'paid',
      summary: 'Payment succeeded: order created',
      detail: `Payment ${order.paymentIntentId}`,
    },
  ];
  if (order.deliveredAt)
    entries.push({ at: order.deliveredAt, kind: 'delivered', summary: 'Marked delivered' });
  // A failed order is never saved again: its last save is when it failed.
  if (order.provisioningStatus === 'failed')
    entries.push({
      at: order.updatedAt,
      kind: 'failed',
      summary: 'Failed for good',
      ...(order.lastError ? { detail: `The customer reads: ${order.lastError}` } : {}),
    });
  if (order.refundedAt)
    entries.push({ at: order.refundedAt, kind: 'refunded', summary: 'Marked refunded' });
  return entries;
}

async function attemptEntries(order: OrderRecord): Promise<TimelineEntry[]> {
  return (await listAttemptClaims(order.id)).map(({ number, at }) => ({
    at: iso(at),
    kind: 'attempt-started',
    summary: `Provisioning attempt ${number} started`,
  }));
}

async function refundEntries(order: OrderRecord): Promise<TimelineEntry[]> {
  const refund = await findRefund(order.id);
  return refund ? [{ at: refund.startedAt, kind: 'refund-started', summary: 'Refund asked' }] : [];
}

const alertTexts = {
  'usage-80': '80 % of the data used',
  'usage-100': 'data used up',
  'first-use': 'first use',
};

async function alertEntries(order: OrderRecord): Promise<TimelineEntry[]> {
  if (order.topUpOf !== null || order.iccid === null) return [];
  return (await listEsimAlerts(order.iccid)).map((alert) => ({
    at: alert.at,
    kind: 'usage-alert',
    summary: `Usage alert: ${alertTexts[alert.kind]} (${alert.decision === 'mail' ? 'mail due' : 'superseded by a higher one, no mail'})`,
  }));
}

function topUpEntries(topUps: OrderRecord[]): TimelineEntry[] {
  return topUps.flatMap((topUp) => {
    const detail = `Top-up order ${topUp.id}`;
    const entries: TimelineEntry[] = [
      {
        at: topUp.createdAt,
        kind: 'top-up-paid',
        summary: `Top-up paid: ${topUp.plan.name} at ${formatOrderAmount(topUp)}`,
        detail,
      },
    ];
    if (topUp.deliveredAt)
      entries.push({
        at: topUp.deliveredAt,
        kind: 'top-up-delivered',
        summary: 'Top-up applied and mailed',
        detail,
      });
    if (topUp.provisioningStatus === 'failed')
      entries.push({
        at: topUp.updatedAt,
        kind: 'top-up-failed',
        summary: 'Top-up failed for good',
        detail,
      });
    return entries;
  });
}

/** A recorded event, picked field by field like every staff view. */
function entryOf({ at, kind, summary, detail }: OrderEvent): TimelineEntry {
  return { at, kind, summary, ...(detail === undefined ? {} : { detail }) };
}

/** One source of entries; a source that cannot be read says so instead of hiding the rest. */
async function readSource(
  order: OrderRecord,
  name: string,
  read: () => Promise<TimelineEntry[]>,
): Promise<TimelineEntry[]> {
  try {
    return await read();
  } catch (error) {
    console.error(`Order ${order.id}: the timeline's ${name} could not be read`, error);
    return [{ at: order.createdAt, kind: 'unreadable', summary: `The ${name} could not be read` }];
  }
}

/** The order's timeline, oldest first; `topUps` are the orders that added data to its eSIM. */
export async function orderTimeline(
  order: OrderRecord,
  topUps: OrderRecord[],
): Promise<TimelineEntry[]> {
  const parts = await Promise.all([
    readSource(order, 'checkout record', () => checkoutEntries(order)),
    readSource(order, 'attempt claims', () => attemptEntries(order)),
    readSource(order, 'recorded events', async () =>
      (await listOrderEvents(order.id)).map(entryOf),
    ),
    readSource(order, 'mails', () => mailEntriesOf(order)),
    readSource(order, 'usage alerts', () => alertEntries(order)),
    readSource(order, 'refund record', () => refundEntries(order)),
  ]);
  const entries = [...orderEntries(order), ...topUpEntries(topUps), ...parts.flat()];
  // Stable: entries of one instant keep the order above (paid before its first attempt…).
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
