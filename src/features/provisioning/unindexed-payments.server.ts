/**
 * Payments made before checkouts were listed under `awaiting-order/`: for 48 hours after the first
 * run with that index, hourly, asks the gateway for the intents paid in the 48 hours before it and
 * fulfils those without an order (docs/decisions/0035-a-re-drive-bounded-per-step.md).
 */
import * as z from 'zod';
import { deployContext } from '../../lib/env.ts';
import { walkFrom } from '../../lib/walk-from.ts';
import { fulfilAndStartProvisioning } from '../checkout/fulfil.server.ts';
import { isRefundedUnsold } from '../checkout/payment-outcomes.server.ts';
import { findOrder, orderIdFor } from '../orders/orders.server.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { StepInput, StepOutcome } from './redrive-steps.server.ts';

const HOUR_MS = 60 * 60 * 1000;
const LOOK_BACK_MS = 48 * HOUR_MS;
const PER_RUN = 100;

/** Kept between runs: when the index began, and when the last pass began. */
const memoSchema = z.object({ indexSince: z.number(), lastPassAt: z.number() });

export async function fulfilUnindexedPayments(
  gateway: PaymentGateway,
  trigger: (orderId: string) => Promise<void>,
  { cursor, now, outOfTime, memo }: StepInput,
): Promise<StepOutcome> {
  const parsed = memoSchema.safeParse(memo ? JSON.parse(memo) : null);
  const kept = parsed.success ? parsed.data : { indexSince: now, lastPassAt: 0 };
  const idle = (result: string): StepOutcome => ({
    cursor: null,
    left: 0,
    result,
    memo: JSON.stringify(kept),
  });
  if (now - kept.indexSince > LOOK_BACK_MS) return idle('done: every payment is indexed');
  if (cursor === null && now - kept.lastPassAt < HOUR_MS) return idle('not due');
  const before = new Date(kept.indexSince);
  const paid = await gateway.listSucceededIntents(
    new Date(before.getTime() - LOOK_BACK_MS),
    before,
  );
  const ours = paid.filter((intent) => isOurs(intent.metadata)).map((intent) => intent.id);
  let fulfilled = 0;
  const walked = await walkFrom(ours, cursor, { limit: PER_RUN, outOfTime }, async (intentId) => {
    if (await fulfilIfOrphaned(gateway, trigger, intentId)) fulfilled++;
  });
  const lastPassAt = cursor === null ? now : kept.lastPassAt;
  return {
    cursor: walked.cursor,
    left: walked.left,
    result: { listed: ours.length, fulfilled },
    memo: JSON.stringify({ ...kept, lastPassAt }),
  };
}

/** True when it had no order and has one now; a fault is logged and left for the next pass. */
async function fulfilIfOrphaned(
  gateway: PaymentGateway,
  trigger: (orderId: string) => Promise<void>,
  intentId: string,
): Promise<boolean> {
  try {
    if ((await findOrder(orderIdFor(intentId))) || (await isRefundedUnsold(intentId))) return false;
    const done = await fulfilAndStartProvisioning(gateway, { paymentIntentId: intentId }, trigger);
    if (!done.ok) {
      const log = done.reason === 'payment-refunded' ? console.warn : console.error;
      log(`Re-drive: payment ${intentId} could not be fulfilled: ${done.reason}`);
      return false;
    }
    console.warn(`Re-drive: payment ${intentId} had no order; order ${done.order.id} is made now`);
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Re-drive: payment ${intentId} could not be fulfilled: ${reason}`);
    return false;
  }
}

/**
 * Payments this deploy made: ours carry the customer and plan, and the deploy context, since
 * every preview shares one Stripe test account but keeps its own orders.
 */
function isOurs(metadata: Record<string, string>): boolean {
  return (
    Boolean(metadata.userId && metadata.planId) &&
    (metadata.context ?? deployContext()) === deployContext()
  );
}
