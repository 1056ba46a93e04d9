/**
 * What staff do next with a failed order, decided once per failure:
 * `failed-next/<orderId>/<attempts>`, created onlyIfNew by the first of a retry and a refund, so a
 * failed order is never both provisioned again and refunded.
 */
import * as z from 'zod';
import { ordersStoreFamily } from './orders-store.server.ts';

const nextSteps = ['retry', 'refund'] as const;
export type FailedOrderNext = (typeof nextSteps)[number];

const decisions = ordersStoreFamily(
  'failed-next/',
  z.object({ next: z.enum(nextSteps), at: z.string() }),
);

/**
 * Proposes `next` for the order that failed after `attempts` attempts: true when this call decided
 * it, false when another already decided (either way).
 */
export async function decideFailedOrder(
  orderId: string,
  attempts: number,
  next: FailedOrderNext,
): Promise<{ decided: boolean; next: FailedOrderNext }> {
  const name = `${orderId}/${attempts}`;
  if (await decisions.createIfNew(name, { next, at: new Date().toISOString() }))
    return { decided: true, next };
  const decided = await decisions.read(name);
  // Reads are strongly consistent: a record that could not be created is there.
  if (!decided) throw new Error(`Failed order ${name}: the decision exists but cannot be read`);
  return { decided: false, next: decided.next };
}
