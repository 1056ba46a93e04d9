/**
 * How a document names the way it was paid: 'Visa ending 4242' in its language when the gateway
 * named the card, else plain 'Card' (orders and documents from before it did, or a method that is
 * not a card).
 */
import type { Translator } from '../i18n/translate.ts';
import type { PaymentCard } from '../orders/order.ts';

/** Stripe's `payment_method.card.brand` values, as the brands write their own names. */
const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  interac: 'Interac',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

export function paymentMethodText(card: PaymentCard | null | undefined, t: Translator): string {
  if (!card) return t('invoice.card');
  const brand = BRAND_NAMES[card.brand] ?? t('invoice.card');
  return t('invoice.cardEnding', { brand, last4: card.last4 });
}
