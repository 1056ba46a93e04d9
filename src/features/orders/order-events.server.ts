/**
 * `event/<orderId>/<ISO time>-<hex>` in the orders store: for staff's timeline, what happened to an
 * order that no other record keeps (a provider's answer or error, a webhook, a usage callback, a
 * refund's steps). The rest of the timeline is read from the records that hold it.
 */
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { ORDER_ID_PATTERN } from './orders.server.ts';
import { ordersStoreFamily } from './orders-store.server.ts';

const orderEventKinds = [
  'webhook-received',
  'esim-assigned',
  'provider-pending',
  'top-up-applied',
  'provider-error',
  'usage-callback',
  'refund-step',
  'refund-failure',
  'refund-dropped',
  'activation-code-revealed',
  'delivery-late',
  'delivery-withheld',
] as const;

const orderEventSchema = z.object({
  at: z.string(),
  kind: z.enum(orderEventKinds),
  summary: z.string(),
  detail: z.string().optional(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

const events = ordersStoreFamily('event/', orderEventSchema);
const MAX_TEXT = 500;

/**
 * Appends one event to the order's history. Never throws: the history serves support, and a
 * failed write must not fail the customer's purchase, callback or refund, so it is logged and
 * swallowed.
 */
export async function recordOrderEvent(
  orderId: string,
  event: Omit<OrderEvent, 'at'>,
  now = Date.now(),
): Promise<void> {
  if (!ORDER_ID_PATTERN.test(orderId)) return;
  const at = new Date(now).toISOString();
  const record: OrderEvent = {
    at,
    kind: event.kind,
    summary: event.summary.slice(0, MAX_TEXT),
    ...(event.detail === undefined ? {} : { detail: event.detail.slice(0, MAX_TEXT) }),
  };
  try {
    await events.write(`${orderId}/${at}-${randomBytes(4).toString('hex')}`, record);
  } catch (error) {
    console.error(
      `Order ${orderId}: the ${event.kind} event was not recorded`,
      error instanceof Error ? error.message : error,
    );
  }
}

/** The order's recorded events, oldest first; a damaged one is left out. */
export async function listOrderEvents(orderId: string): Promise<OrderEvent[]> {
  if (!ORDER_ID_PATTERN.test(orderId)) return [];
  const names = (await events.listNames(`${orderId}/`)).sort();
  const found = await Promise.all(names.map((name) => events.readIfValid(`${orderId}/${name}`)));
  return found.filter((event) => event !== null);
}
