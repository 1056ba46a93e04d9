/**
 * A checkout's quote: the price it holds and until when, and what the customer reads once it no
 * longer holds. Shared by the checkout island, the functions and the mail.
 */
import { formatAmount } from '../currency/format-price.ts';
import { intlLocaleGB } from '../i18n/intl.ts';
import type { Translator } from '../i18n/translate.ts';
import type { PlanSnapshot } from '../orders/order.ts';
import type { Amount } from '../currency/charge.ts';
import { isCurrency } from '../currency/shopper-currency.ts';

/** How long a checkout holds its price. */
export const QUOTE_HOLD_MS = 30 * 60_000;

/**
 * Why a quote no longer holds: the plan's price changed, what the plan sells changed (its eSIM Go
 * bundle, data, validity or country) at the same price, the plan is no longer sold, the hold ran
 * out, a top-up's eSIM was refunded, a refund of it was asked for (and may still be under way), or
 * staff blocked the customer's account.
 */
export const quoteChanges = [
  'price-changed',
  'plan-changed',
  'withdrawn',
  'expired',
  'esim-unavailable',
  'esim-refund-asked',
  'account-blocked',
] as const;
type QuoteChange = (typeof quoteChanges)[number];

/**
 * What changed, and the plan's price now in the quote's currency (null when it is no longer sold).
 */
export interface QuoteStatus {
  change: QuoteChange;
  current: Amount | null;
}

/**
 * The current price of a quote status as the API sent it: an amount, null (no longer sold), or
 * undefined when it is neither (the page then shows the server's message alone).
 */
export function currentAmountOf(value: unknown): Amount | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { amount, currency } = value as Record<string, unknown>;
  return Number.isSafeInteger(amount) && isCurrency(currency)
    ? { amount: amount as number, currency }
    : undefined;
}

type Offer = Pick<PlanSnapshot, 'bundle' | 'data' | 'duration' | 'countryCode'>;

/**
 * True when two plans sell the same thing, whatever their price: plan ids outlive a change of
 * bundle, so the id alone never says so.
 */
export function sameOffer(quoted: Offer, current: Offer): boolean {
  return (
    (quoted.bundle ?? '') === (current.bundle ?? '') &&
    quoted.data === current.data &&
    quoted.duration === current.duration &&
    quoted.countryCode === current.countryCode
  );
}

/**
 * 'Price held until 14:32', in the time zone of whoever reads it (the visitor's, in the browser).
 */
export function heldUntilLabel(t: Translator, heldUntil: string, timeZone?: string): string {
  const time = new Intl.DateTimeFormat(intlLocaleGB(t.locale), {
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(heldUntil));
  return t('checkout.heldUntil', { time });
}

type Prices = { quoted: string; current: string | null };

const changed: Record<QuoteChange, (t: Translator, prices: Prices) => string> = {
  'price-changed': (t, { quoted, current }) =>
    t('checkout.quotePriceChanged', { quoted, current: current ?? '' }),
  'plan-changed': (t) => t('checkout.quotePlanChanged'),
  withdrawn: (t) => t('checkout.quoteWithdrawn'),
  expired: (t, { current }) =>
    current ? t('checkout.quoteExpiredNowAt', { current }) : t('checkout.quoteExpired'),
  'esim-unavailable': (t) => t('checkout.quoteEsimRefunded'),
  'esim-refund-asked': (t) => t('checkout.quoteEsimRefundAsked'),
  'account-blocked': (t) => t('checkout.quoteAccountBlocked'),
};

/**
 * What the customer reads: what changed, and whether they were charged (`refunded`: paid, then paid
 * back in full).
 */
export function quoteChangeMessage(
  t: Translator,
  status: QuoteStatus,
  paid: Amount,
  refunded: boolean,
): string {
  const { change } = status;
  const format = ({ amount, currency }: Amount) => formatAmount(amount, currency, t.locale);
  const quoted = format(paid);
  const current = status.current === null ? null : format(status.current);
  return t('checkout.quoteChangeAndCharge', {
    change: changed[change](t, { quoted, current }),
    charge: refunded ? t('checkout.quoteRefunded', { quoted }) : t('checkout.quoteNotCharged'),
  });
}
