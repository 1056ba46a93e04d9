/**
 * The local test gateway: intents live in the `payments` Blobs store and are confirmed through
 * POST /api/test-payments/confirm with one of Stripe's test cards. Never used in production.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { openStore } from '../../lib/blobs.ts';
import { createIfNew } from '../../lib/blob-writes.ts';
import type { Failure } from '../../lib/result.ts';
import type {
  CreateIntentInput,
  PaymentGateway,
  PaymentIntentView,
  RefundInput,
} from './gateway.ts';
import { paymentCardSchema } from '../orders/order.ts';
import {
  testCardCountry,
  testCardOutcome,
  testPaymentCard,
  type CardOutcome,
} from './test-cards.ts';

const intentSchema = z.object({
  id: z.string(),
  secret: z.string(),
  status: z.enum(['requires_payment_method', 'succeeded', 'canceled']),
  amount: z.number().int(),
  currency: z.string(),
  metadata: z.record(z.string(), z.string()),
  /** Creation time (ms), as Stripe's `created`; absent on intents stored before it was recorded. */
  createdAt: z.number().optional(),
  /** The paying card's country, once paid (test-cards.ts). */
  cardCountry: z.string().optional(),
  /** The paying card's brand and last 4 digits, once paid; absent on intents paid before. */
  paymentCard: paymentCardSchema.optional(),
  /** When it was refunded (ms); absent while it was not. */
  refundedAt: z.number().optional(),
});
type StoredIntent = z.infer<typeof intentSchema>;

const intentKey = (id: string) => `intent/${id}`;
/** `refund/<intentId>`: the one refund of an intent, written onlyIfNew. */
const refundKey = (intentId: string) => `refund/${intentId}`;
const refundSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  idempotencyKey: z.string(),
  createdAt: z.number(),
});

async function readIntent(id: string): Promise<StoredIntent | null> {
  const raw = await openStore('payments').get(intentKey(id), { type: 'json' });
  return raw === null ? null : intentSchema.parse(raw);
}

function toView(intent: StoredIntent): PaymentIntentView {
  const { id, status, amount, currency, metadata, cardCountry, paymentCard } = intent;
  return {
    id,
    status,
    amount,
    currency,
    metadata,
    cardCountry: cardCountry ?? null,
    paymentCard: paymentCard ?? null,
  };
}

export const testGateway: PaymentGateway = {
  name: 'test',

  async createIntent({ amount, currency, metadata, idempotencyKey }: CreateIntentInput) {
    const store = openStore('payments');
    // Like Stripe's idempotency keys: the same key gives the same intent back.
    const id = `pi_test_${randomBytes(12).toString('hex')}`;
    const secret = randomBytes(16).toString('hex');
    const keyRecord = `idempotency/${idempotencyKey}`;
    if (await createIfNew(store, keyRecord, { id })) {
      await store.setJSON(intentKey(id), {
        id,
        secret,
        status: 'requires_payment_method',
        amount,
        currency,
        metadata,
        createdAt: Date.now(),
      });
      return { id, clientSecret: `${id}_secret_${secret}` };
    }
    const existing = z
      .object({ id: z.string() })
      .parse(await store.get(keyRecord, { type: 'json' }));
    const intent = await readIntent(existing.id);
    if (!intent) throw new Error('Test gateway: idempotency record without its intent');
    return { id: intent.id, clientSecret: `${intent.id}_secret_${intent.secret}` };
  },

  async retrieveIntent(id: string) {
    const intent = await readIntent(id);
    return intent ? toView(intent) : null;
  },

  async listSucceededIntents(since: Date, until?: Date) {
    const { blobs } = await openStore('payments').list({ prefix: 'intent/' });
    const intents = await Promise.all(
      blobs.map(({ key }) => readIntent(key.slice('intent/'.length))),
    );
    return intents
      .filter(
        (intent): intent is StoredIntent =>
          intent !== null &&
          intent.status === 'succeeded' &&
          (intent.createdAt ?? 0) >= since.getTime() &&
          (until === undefined || (intent.createdAt ?? 0) < until.getTime()),
      )
      .map(toView);
  },

  async refund({ paymentIntentId, amountCents, idempotencyKey }: RefundInput) {
    const store = openStore('payments');
    const intent = await readIntent(paymentIntentId);
    if (!intent || intent.status !== 'succeeded')
      throw new Error(`Test gateway: ${paymentIntentId} is not a succeeded payment`);
    if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > intent.amount)
      throw new Error(`Test gateway: cannot refund ${amountCents} of ${intent.amount}`);
    // One refund per intent, whatever the key: a payment is never paid back twice.
    const made = {
      id: `re_test_${randomBytes(12).toString('hex')}`,
      amount: amountCents,
      idempotencyKey,
      createdAt: Date.now(),
    };
    const refund = (await createIfNew(store, refundKey(intent.id), made))
      ? made
      : refundSchema.parse(await store.get(refundKey(intent.id), { type: 'json' }));
    if (intent.refundedAt === undefined)
      await store.setJSON(intentKey(intent.id), { ...intent, refundedAt: refund.createdAt });
    return { id: refund.id };
  },

  async cancelIntent(id: string) {
    const intent = await readIntent(id);
    if (!intent) return null;
    if (intent.status !== 'requires_payment_method') return intent.status;
    await openStore('payments').setJSON(intentKey(id), { ...intent, status: 'canceled' });
    return 'canceled';
  },
};

/** The refund the test gateway recorded for an intent, for tests and support; null when none. */
export async function findTestRefund(
  paymentIntentId: string,
): Promise<z.infer<typeof refundSchema> | null> {
  const raw = await openStore('payments').get(refundKey(paymentIntentId), { type: 'json' });
  return raw === null ? null : refundSchema.parse(raw);
}

/** What Stripe.js says of a cancelled intent, in this shop's words (a catalogue key). */
const CANCELED_MESSAGE = 'api.card.paymentCancelled';

/**
 * Confirms an intent with a card number, as Stripe.js would. Refused when the client secret
 * does not match an intent.
 */
export async function confirmTestPayment(
  clientSecret: string,
  cardNumber: string,
): Promise<{ ok: true; outcome: CardOutcome } | Failure<'payment-not-found'>> {
  const match = /^(pi_test_[a-f0-9]{24})_secret_([a-f0-9]{32})$/.exec(clientSecret);
  const intent = match ? await readIntent(match[1]!) : null;
  if (!match || !intent || !timingSafeEqual(Buffer.from(intent.secret), Buffer.from(match[2]!)))
    return { ok: false, reason: 'payment-not-found' };
  if (intent.status === 'succeeded') return { ok: true, outcome: { status: 'succeeded' } };
  if (intent.status === 'canceled')
    return { ok: true, outcome: { status: 'canceled', error: { message: CANCELED_MESSAGE } } };
  const outcome = testCardOutcome(cardNumber);
  if (outcome.status === 'succeeded')
    await openStore('payments').setJSON(intentKey(intent.id), {
      ...intent,
      status: 'succeeded',
      cardCountry: testCardCountry(cardNumber),
      paymentCard: testPaymentCard(cardNumber),
    });
  return { ok: true, outcome };
}
