import type { PaymentCard } from '../orders/order.ts';

/**
 * The payments port (docs/decisions/0009-ports-with-local-stand-ins.md): Stripe when
 * STRIPE_SECRET_KEY is set, otherwise the local test gateway that behaves like Stripe's test mode.
 */

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntentView {
  id: string;
  status: IntentStatus;
  /** In the smallest currency unit (cents; yen for JPY). */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** The issuing country of the card that paid (tax evidence); null before payment or unknown. */
  cardCountry?: string | null;
  /** The paying card's brand and last 4 digits (printed on invoices); null when not a card. */
  paymentCard?: PaymentCard | null;
}

export interface CreateIntentInput {
  /** In the currency's minor units (cents; yen for JPY). */
  amount: number;
  /** Lower case, as Stripe takes it: 'usd', 'eur', 'jpy'. */
  currency: string;
  metadata: Record<string, string>;
  /** Stripe dedupes a retried create with the same key (a double click makes one intent). */
  idempotencyKey: string;
}

export interface RefundInput {
  paymentIntentId: string;
  /** In the smallest currency unit (cents); the whole payment for a self-service refund. */
  amountCents: number;
  /**
   * The same key twice is the same refund (the re-drive repeats a refund whose outcome it lost).
   */
  idempotencyKey: string;
}

export interface PaymentGateway {
  readonly name: 'stripe' | 'test';
  createIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }>;
  /** The intent as the gateway knows it now; null when it does not exist. */
  retrieveIntent(id: string): Promise<PaymentIntentView | null>;
  /**
   * Intents created at or after `since` (and before `until`, when given) that have succeeded, for
   * the re-drive's search for a payment made before checkouts were indexed for it. Bounded per
   * call (Stripe: 10 pages of 100), so a flood of payments cannot hold up a re-drive run.
   */
  listSucceededIntents(since: Date, until?: Date): Promise<PaymentIntentView[]>;
  /**
   * Pays `amountCents` of the intent back to the card it came from. At most one refund per
   * intent: a repeat (same key, or a payment already refunded) answers the refund made before.
   */
  refund(input: RefundInput): Promise<{ id: string }>;
  /**
   * Cancels an unpaid intent, so it can no longer be paid. Returns the intent's status after the
   * attempt: 'canceled' (now or before), or the status that kept it from being cancelled (a payment
   * that succeeded first); null when the intent does not exist.
   */
  cancelIntent(id: string): Promise<IntentStatus | null>;
}

/** Payment intent ids as both gateways write them. */
export const INTENT_ID_PATTERN = /^pi_[A-Za-z0-9_]{8,100}$/;
