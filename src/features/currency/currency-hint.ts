/**
 * The first visit's currency, from the country Netlify places the visitor in: the edge function
 * (netlify/edge-functions/currency-hint.ts) sets the `currency_hint` cookie once, and the
 * first-paint script reads it when the shopper has not chosen a currency themselves.
 */
import { currencyOfCountry } from './country-currency.ts';
import { CURRENCY_HINT_COOKIE } from './shopper-currency.ts';

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;
/** The hint of a country whose currency the shop does not sell: set, so it is decided once. */
const NO_HINT = '-';

/**
 * The Set-Cookie value that records the hint for a visitor from `countryCode`; null when the
 * request already carries one.
 */
export function currencyHintCookie(cookieHeader: string | null, countryCode: string | undefined) {
  const cookies = (cookieHeader ?? '').split(';').map((cookie) => cookie.trim());
  if (cookies.some((cookie) => cookie.startsWith(`${CURRENCY_HINT_COOKIE}=`))) return null;
  const hint = currencyOfCountry(countryCode) ?? NO_HINT;
  // Read by the page's own script, so not HttpOnly; it says nothing a page does not show.
  return `${CURRENCY_HINT_COOKIE}=${hint}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax; Secure`;
}
