/**
 * The Stripe adapter: payment intents on Stripe, and signature checks for its webhooks. The
 * client options let tests point it at a local server that speaks Stripe's API.
 */
import Stripe from 'stripe';
import type { CreateIntentInput, IntentStatus, PaymentGateway, PaymentIntentView } from './gateway.ts';

export interface StripeSettings {
  secretKey: string;
  /** For tests against a local Stripe-shaped server: `{ host, port, protocol }`. */
  clientOptions?: Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>;
}

export function createStripeGateway({ secretKey, clientOptions }: StripeSettings): PaymentGateway {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 10_000, ...clientOptions });
  return {
    name: 'stripe',

    async createIntent({ amount, currency, metadata, idempotencyKey }: CreateIntentInput) {
      const intent = await stripe.paymentIntents.create(
        { amount, currency, metadata, automatic_payment_methods: { enabled: true } },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe returned an intent without a client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveIntent(id: string) {
      try {
        return toView(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
    },

    async listSucceededIntents(since: Date) {
      const succeeded: PaymentIntentView[] = [];
      // Stripe lists no more than 100 a page and has no status filter: the SDK pages on with starting_after.
      for await (const intent of stripe.paymentIntents.list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 })) {
        if (intent.status === 'succeeded') succeeded.push(toView(intent));
      }
      return succeeded;
    },
  };
}

function toView(intent: Stripe.PaymentIntent): PaymentIntentView {
  return { id: intent.id, status: intent.status as IntentStatus, amount: intent.amount, currency: intent.currency, metadata: { ...intent.metadata } };
}

/**
 * Verifies a webhook's `Stripe-Signature` on the raw body and returns the event; throws when it
 * does not match (the caller answers 400).
 */
export async function verifyStripeEvent(rawBody: string, signature: string, webhookSecret: string): Promise<Stripe.Event> {
  return Stripe.webhooks.constructEventAsync(rawBody, signature, webhookSecret);
}
