/**
 * The shopper's currency in the browser, for islands and the picker: read from <html
 * data-currency> (set before first paint, src/features/layout/first-paint.ts) and changed only by
 * chooseCurrency, which the page's prices follow at once through the stylesheet.
 */
import { atom } from 'nanostores';
import type { Currency } from './currencies.ts';
import { CHOSEN_CURRENCY_KEY, isCurrency } from './shopper-currency.ts';

function pageCurrency(): Currency {
  if (typeof document === 'undefined') return 'USD';
  const shown = document.documentElement.getAttribute('data-currency');
  return isCurrency(shown) ? shown : 'USD';
}

export const $currency = atom<Currency>(pageCurrency());

/** Shows every price in `currency` and remembers the choice for the next pages and visits. */
export function chooseCurrency(currency: Currency): void {
  document.documentElement.setAttribute('data-currency', currency);
  try {
    localStorage.setItem(CHOSEN_CURRENCY_KEY, currency);
  } catch {
    // Without storage (some private modes) the choice holds for this page.
  }
  $currency.set(currency);
}
