/**
 * Staff resend an eSIM's delivery mail, to the buyer's own address only. Each resend is queue key
 * `order-resent/<orderId>:<n>`, so a double click queues one message; one within RESEND_GAP_MS of
 * the last is refused, so nobody is flooded with copies of a bearer credential.
 */
import type { Failure } from '../../lib/result.ts';
import { utcDateTime } from '../../lib/utc-time.ts';
import { findUserById } from '../auth/users.server.ts';
import { queueMail, queuedAt } from '../mail/mail-queue.server.ts';
import type { OrderRecord } from '../orders/order.ts';
import { findOrder } from '../orders/orders.server.ts';
import { esimReadyMailOf } from './delivery.server.ts';

const RESEND_GAP_MS = 2 * 60_000;
/** More resends than this of one order is no help to anyone: ask the customer what is wrong. */
const MAX_RESENDS = 20;

type ResendRefusal = 'not-found' | 'not-delivered' | 'refunded' | 'no-esim' | 'just-sent';
export type ResendOutcome =
  { ok: true; order: OrderRecord; to: string } | (Failure<ResendRefusal> & { message: string });

const refused = (reason: ResendRefusal, message: string) =>
  ({ ok: false, reason, message }) as const;
const keyOf = (orderId: string, number: number) => `order-resent/${orderId}:${number}`;

/** Queues the 'eSIM ready' mail of a delivered, not refunded order again. */
export async function resendDeliveryMail(
  orderId: string,
  now = Date.now(),
): Promise<ResendOutcome> {
  const order = await findOrder(orderId);
  if (!order) return refused('not-found', 'Order not found');
  if (order.refundedAt !== null)
    return refused('refunded', `This order was refunded on ${utcDateTime(order.refundedAt)}`);
  if (order.deliveredAt === null)
    return refused('not-delivered', 'This order is not delivered yet');
  const user = await findUserById(order.userId);
  const mail = order.topUpOf === null && user ? await esimReadyMailOf(order, user) : null;
  if (!mail || !user)
    return refused('no-esim', 'This order has no eSIM delivery mail to send again');

  let number = 1;
  for (let last: number | null; (last = await queuedAt(keyOf(order.id, number))) !== null;) {
    if (now - last < RESEND_GAP_MS) return justSent(last);
    if (++number > MAX_RESENDS)
      return refused('just-sent', 'This delivery mail was resent too often already');
  }
  if ((await queueMail(keyOf(order.id, number), mail)) === 'duplicate')
    return justSent((await queuedAt(keyOf(order.id, number))) ?? now);
  return { ok: true, order, to: user.email };
}

const justSent = (at: number) =>
  refused(
    'just-sent',
    `The delivery mail was sent again at ${utcDateTime(new Date(at).toISOString())}. Wait a few minutes before sending it once more.`,
  );
