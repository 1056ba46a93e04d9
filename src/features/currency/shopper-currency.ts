/**
 * Which currency a shopper sees: the one they chose (localStorage), else their country's (the edge
 * function's `currency_hint` cookie), else their language's. The first-paint script switches the
 * page's currency before anything is drawn, so prices never flash
 * (docs/decisions/0030-currencies.md).
 */
import { CURRENCIES, type Currency } from './currency-rules.ts';

/** The localStorage key of the shopper's own choice. */
export const CHOSEN_CURRENCY_KEY = 'currency';
/** The cookie the edge function writes from the visitor's country (netlify/edge-functions). */
export const CURRENCY_HINT_COOKIE = 'currency_hint';

/** Each language's currency, when nothing else says which. */
const LANGUAGE_CURRENCY: Record<string, Currency> = {
  en: 'USD',
  fr: 'EUR',
  de: 'EUR',
  es: 'EUR',
  it: 'EUR',
  ja: 'JPY',
};

export function languageCurrency(locale: string): Currency {
  return LANGUAGE_CURRENCY[locale] ?? 'USD';
}

export function isCurrency(value: unknown): value is Currency {
  return (CURRENCIES as readonly unknown[]).includes(value);
}

/**
 * The first-paint part that sets <html data-currency>: a stored choice, else the hint cookie.
 * It runs inline in the head (hashed in the CSP), so it is plain ES5 without imports.
 */
export const CURRENCY_FIRST_PAINT = `var c=localStorage.getItem('${CHOSEN_CURRENCY_KEY}')||(/(?:^|; )${CURRENCY_HINT_COOKIE}=([A-Z]{3})/.exec(document.cookie)||[])[1];if(/^(${CURRENCIES.join('|')})$/.test(c||''))document.documentElement.setAttribute('data-currency',c)`;
