/**
 * The Stripe adapter: payment intents and webhook signatures; tests may point it at a local
 * Stripe-speaking server. Its package (about 130 ms to load) is imported on the first call, so a
 * refused request never loads it (docs/decisions/0025-functions-deploy-pre-bundled.md).
 */
import type Stripe from 'stripe';
import type {
  CreateIntentInput,
  IntentStatus,
  PaymentGateway,
  PaymentIntentView,
  RefundInput,
} from './gateway.ts';

/**
 * Pages of 100 the re-drive's search for paid intents reads per run, so a flood cannot hold it up.
 */
export const MAX_SEARCH_PAGES = 10;

export interface StripeSettings {
  secretKey: string;
  /** For tests against a local Stripe-shaped server: `{ host, port, protocol }`. */
  clientOptions?: Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>;
}

let stripePackage: Promise<typeof Stripe> | undefined;
function loadStripe(): Promise<typeof Stripe> {
  return (stripePackage ??= import('stripe').then((module) => module.default));
}

/** True when `error` is Stripe's answer to a request it refused with this code. */
async function isInvalidRequest(error: unknown, code: string): Promise<boolean> {
  const { errors } = await loadStripe();
  return error instanceof errors.StripeInvalidRequestError && error.code === code;
}

export function createStripeGateway({ secretKey, clientOptions }: StripeSettings): PaymentGateway {
  let client: Promise<Stripe> | undefined;
  const stripeClient = () =>
    (client ??= loadStripe().then(
      (Client) =>
        new Client(secretKey, { maxNetworkRetries: 2, timeout: 10_000, ...clientOptions }),
    ));
  return {
    name: 'stripe',

    async createIntent({ amount, currency, metadata, idempotencyKey }: CreateIntentInput) {
      const stripe = await stripeClient();
      const intent = await stripe.paymentIntents.create(
        { amount, currency, metadata, automatic_payment_methods: { enabled: true } },
        { idempotencyKey },
      );
      if (!intent.client_secret)
        throw new Error('Stripe returned an intent without a client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveIntent(id: string) {
      const stripe = await stripeClient();
      try {
        // The card's issuing country is tax evidence (checkout/checkout-tax.server.ts); its brand
        // and last 4 digits name the payment method on invoices.
        const intent = await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
        const card = cardOf(intent.payment_method);
        return {
          ...toView(intent),
          cardCountry: card?.country ?? null,
          paymentCard: card ? { brand: card.brand, last4: card.last4 } : null,
        };
      } catch (error) {
        if (await isInvalidRequest(error, 'resource_missing')) return null;
        throw error;
      }
    },

    async listSucceededIntents(since: Date, until?: Date) {
      // Search, not list: a list has no status filter, and anyone signed in can create unpaid
      // intents by the thousand. Search results may lag a new payment by a minute; the next run
      // sees it.
      const stripe = await stripeClient();
      const before = until ? ` AND created<${Math.ceil(until.getTime() / 1000)}` : '';
      const query = `status:'succeeded' AND created>=${Math.floor(since.getTime() / 1000)}${before}`;
      const succeeded: PaymentIntentView[] = [];
      let page: string | undefined;
      for (let pages = 0; pages < MAX_SEARCH_PAGES; pages++) {
        const result = await stripe.paymentIntents.search({
          query,
          limit: 100,
          ...(page ? { page } : {}),
        });
        succeeded.push(
          ...result.data.filter((intent) => intent.status === 'succeeded').map(toView),
        );
        if (!result.has_more || !result.next_page) return succeeded;
        page = result.next_page;
      }
      console.warn(
        `Stripe: more than ${MAX_SEARCH_PAGES * 100} intents succeeded since ${since.toISOString()}; the re-drive checks the first ${MAX_SEARCH_PAGES * 100}`,
      );
      return succeeded;
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey }: RefundInput) {
      const stripe = await stripeClient();
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountCents, reason: 'requested_by_customer' },
          { idempotencyKey },
        );
        return { id: refund.id };
      } catch (error) {
        // Stripe keeps an idempotency key for 24 hours: a repeat after that finds the payment
        // refunded.
        if (await isInvalidRequest(error, 'charge_already_refunded')) {
          const [earlier] = (
            await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 1 })
          ).data;
          if (earlier) return { id: earlier.id };
        }
        throw error;
      }
    },

    async cancelIntent(id: string) {
      const stripe = await stripeClient();
      try {
        return (await stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }))
          .status as IntentStatus;
      } catch (error) {
        if (await isInvalidRequest(error, 'resource_missing')) return null;
        // Paid (or cancelled) before this call: Stripe refuses, and the intent says which.
        if (await isInvalidRequest(error, 'payment_intent_unexpected_state'))
          return (await stripe.paymentIntents.retrieve(id)).status as IntentStatus;
        throw error;
      }
    },
  };
}

function toView(intent: Stripe.PaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    status: intent.status as IntentStatus,
    amount: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
  };
}

/** `payment_method.card` when the method was expanded and is a card, else null. */
function cardOf(method: Stripe.PaymentIntent['payment_method']): Stripe.PaymentMethod.Card | null {
  return typeof method === 'object' && method?.card ? method.card : null;
}

/**
 * Verifies a webhook's `Stripe-Signature` on the raw body and returns the event; throws when it
 * does not match (the caller answers 400).
 */
export async function verifyStripeEvent(
  rawBody: string,
  signature: string,
  webhookSecret: string,
): Promise<Stripe.Event> {
  const { webhooks } = await loadStripe();
  return webhooks.constructEventAsync(rawBody, signature, webhookSecret);
}
