/**
 * The tax engine behind one interface: Stripe Tax on a live shop that turns it on, else the local
 * stand-in, which computes the same from the shop's own rate table
 * (docs/decisions/0041-tax-through-a-port.md). Checkout quotes and commits through it; a full
 * refund reverses through it.
 */
import { stripeSecretKey, stripeTaxOn } from '../../lib/env.ts';
import type { OrderTax, TaxEvidence } from './order-tax.ts';
import { localTax } from './local-tax.ts';
import type { TaxedBusiness } from './reverse-charge.ts';
import { createStripeTax } from './stripe-tax.server.ts';

export interface TaxQuoteInput {
  /** What the card is charged, tax included, minor units of `currency`. */
  amount: number;
  /** Lower case, as orders keep it. */
  currency: string;
  evidence: TaxEvidence;
  /** A business buyer: its VAT id, country and what VIES said of the id (vat-check-port.ts). */
  business: TaxedBusiness | null;
  /** Idempotency / reference: the checkout's quote or intent reference. */
  reference: string;
}

export interface TaxPort {
  /**
   * The tax included in `amount` for this buyer: an OrderTax (scheme null and amount 0 where the
   * shop is not registered).
   */
  quote(input: TaxQuoteInput): Promise<OrderTax>;
  /**
   * After payment: records the tax as collected (Stripe: a transaction from the calculation);
   * returns it with transactionId. Idempotent per paymentIntentId.
   */
  commit(tax: OrderTax, paymentIntentId: string): Promise<OrderTax>;
  /** After a full refund: reverses the committed tax. Idempotent per orderId. */
  reverse(tax: OrderTax, orderId: string): Promise<void>;
}

const stripeTaxByKey = new Map<string, TaxPort>();

/** Stripe Tax with a Stripe key and STRIPE_TAX=on; else the local engine. */
export function taxPortFor(): TaxPort {
  const secretKey = stripeSecretKey();
  if (!secretKey || !stripeTaxOn()) return localTax;
  let port = stripeTaxByKey.get(secretKey);
  if (!port) stripeTaxByKey.set(secretKey, (port = createStripeTax({ secretKey })));
  return port;
}
