/**
 * Pure rules of the checkout island (docs/product.md#screen-checkout, #purchase-flow): which plan
 * the path names, how card fields show while typed, and the texts of the pay button and errors.
 */
import { formatAmount } from '../currency/format-price.ts';
import { isCurrency } from '../currency/shopper-currency.ts';
import { unlocalizedPath } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';
import type { Amount } from '../currency/charge.ts';
import type { CreatedIntent } from './checkout.ts';

/** What a payment form answers when asked to confirm the intent. */
export type ConfirmOutcome =
  | { status: 'succeeded' }
  | { status: 'failed'; message: string }
  /**
   * The intent was cancelled (its quote no longer holds): the page asks the server what changed.
   */
  | { status: 'cancelled'; message: string };

/** Confirms the payment with what the form holds; each payment form supplies its own. */
export type ConfirmPayment = (form: HTMLFormElement) => Promise<ConfirmOutcome>;

const PLAN_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * '/checkout/us-5gb-7d' (with or without a trailing slash, in any language: '/fr/checkout/…') →
 * 'us-5gb-7d'; null when absent.
 */
export function planIdFromPath(pathname: string): string | null {
  const match = /^\/checkout\/([^/]+)\/?$/.exec(unlocalizedPath(pathname));
  if (!match?.[1]) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return PLAN_ID.test(id) ? id : null;
}

/**
 * '?topUp=<orderId>': the eSIM a top-up checkout adds data to (the id of the order that bought it);
 * null for a purchase.
 */
export function topUpOfFromSearch(search: string): string | null {
  const orderId = new URLSearchParams(search).get('topUp');
  return orderId !== null && /^[a-f0-9]{24}$/.test(orderId) ? orderId : null;
}

/** The digits typed, at most 19, grouped by four: '4242424242424242' → '4242 4242 4242 4242'. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM / YY' as typed: '1226' → '12 / 26'; a first digit above 1 is a month: '4' → '04'. */
export function formatExpiry(value: string): string {
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** Three or four digits. */
export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

/** 'Pay $15.00' ('Payer 12,99 €'), or 'Processing...' while the payment is under way. */
export function payButtonLabel(t: Translator, price: Amount, processing: boolean): string {
  return processing
    ? t('checkout.processing')
    : t('checkout.pay', { price: formatAmount(price.amount, price.currency, t.locale) });
}

/**
 * The amount charged: the intent's (priced by the server, in its currency) once known, else the
 * plan's as listed.
 */
export function amountToPay(
  plan: { amount: number; currency: string },
  intent: Pick<CreatedIntent, 'amount' | 'currency'> | null | undefined,
): Amount {
  const { amount, currency } = intent ?? plan;
  const code = currency.toUpperCase();
  return { amount, currency: isCurrency(code) ? code : 'USD' };
}

/** Stripe's answer for an intent that did not succeed, in words for the 'Payment Failed' toast. */
export function unfinishedPaymentMessage(t: Translator, status: string): string {
  if (status === 'processing') return t('checkout.stillProcessing');
  if (status === 'requires_action') return t('checkout.bankConfirmation');
  return t('checkout.notCompleted');
}

/**
 * When the price hold ends on this device's clock (ms): `holdsForMs` after the server's answer
 * arrived. Never the server's `heldUntil` read on this clock: a device set 30 minutes fast would
 * find every fresh hold over at once.
 */
export function holdEndOnThisDevice(
  intent: Pick<CreatedIntent, 'holdsForMs'>,
  answeredAt: number,
): number {
  return answeredAt + intent.holdsForMs;
}
