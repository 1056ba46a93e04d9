/**
 * What became of a paid intent that had no order yet: an order, or a full refund because what it
 * paid for is no longer sold (`payment-outcome/<intentId>`), written onlyIfNew before either is
 * made, so racing paths never both order and refund one payment
 * (docs/decisions/0013-price-hold.md).
 */
import * as z from 'zod';
import { siteUrl } from '../../lib/env.ts';
import { findUserById } from '../auth/users.server.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import type { Mailer } from '../mail/mail.ts';
import { queueMail } from '../mail/mail-queue.server.ts';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { paymentRefundedMail, type UnsoldPayment } from './quote-mails.ts';
import { quoteChanges, type QuoteStatus } from './quote.ts';
import { amountSchema } from '../currency/charge.ts';

/**
 * The status as stored; records written before currencies held `currentPrice` in US dollars.
 */
const storedStatusSchema = z.preprocess(
  (stored) => {
    if (typeof stored !== 'object' || stored === null || !('currentPrice' in stored)) return stored;
    const { currentPrice, ...rest } = stored as { currentPrice: unknown };
    return {
      ...rest,
      current:
        typeof currentPrice === 'number'
          ? { currency: 'USD', amount: Math.round(currentPrice * 100) }
          : null,
    };
  },
  z.object({ change: z.enum(quoteChanges), current: amountSchema.nullable() }),
);

const outcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('order') }),
  z.object({
    outcome: z.literal('refund'),
    status: storedStatusSchema,
    /** True once the gateway refunded it and the mail is queued: nothing is left to do. */
    done: z.boolean(),
  }),
]);
export type PaymentOutcome = z.infer<typeof outcomeSchema>;

const outcomes = ordersStoreFamily('payment-outcome/', outcomeSchema);

/**
 * The intent's outcome: the one already decided, or `unsold` (null: an order) if this call decides
 * first.
 */
export async function decideOutcome(
  intentId: string,
  unsold: QuoteStatus | null,
): Promise<PaymentOutcome> {
  const decided = await outcomes.read(intentId);
  if (decided) return decided;
  const proposed: PaymentOutcome = unsold
    ? { outcome: 'refund', status: unsold, done: false }
    : { outcome: 'order' };
  if (await outcomes.createIfNew(intentId, proposed)) return proposed;
  // Another call decided between our read and our write: its outcome holds.
  return (await outcomes.read(intentId)) ?? proposed;
}

/** True when the intent's payment has an outcome (an order, or a refund begun or done). */
export async function hasPaymentOutcome(intentId: string): Promise<boolean> {
  return (await outcomes.readIfValid(intentId)) !== null;
}

/** True when the intent was refunded in full for good (the re-drive leaves it alone). */
export async function isRefundedUnsold(intentId: string): Promise<boolean> {
  const outcome = await outcomes.readIfValid(intentId);
  return outcome?.outcome === 'refund' && outcome.done;
}

export interface RefundUnsoldInput extends UnsoldPayment {
  userId: string;
}

/**
 * Pays the whole intent back (idempotency key `unsold:<intentId>`, so a repeat is the same refund)
 * and mails the customer why, through the mail queue (`payment-refunded/<intentId>`). Throws when
 * the gateway fails; the next call, or the re-drive, repeats it.
 */
export async function refundUnsoldPayment(
  gateway: PaymentGateway,
  payment: RefundUnsoldInput,
  mailer?: Mailer,
): Promise<void> {
  await gateway.refund({
    paymentIntentId: payment.paymentIntentId,
    amountCents: payment.paid.amount,
    idempotencyKey: `unsold:${payment.paymentIntentId}`,
  });
  const user = await findUserById(payment.userId);
  if (user)
    await queueMail(
      `payment-refunded/${payment.paymentIntentId}`,
      paymentRefundedMail(user.email, payment, siteUrl(), await loadTranslator(user.locale)),
      { mailer },
    );
  const outcome = await outcomes.readIfValid(payment.paymentIntentId);
  if (outcome?.outcome === 'refund' && !outcome.done)
    await outcomes.write(payment.paymentIntentId, { ...outcome, done: true });
}
