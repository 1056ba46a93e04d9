/**
 * The one inline script of every page, run in the head before anything is drawn: it puts back the
 * visitor's dark theme and currency (src/features/currency/shopper-currency.ts), so neither flashes
 * in the default first. The layout writes it and the CSP allows exactly it, by hash.
 */
import { CURRENCY_FIRST_PAINT } from '../currency/shopper-currency.ts';

const THEME_FIRST_PAINT =
  "if(localStorage.getItem('theme')==='dark')document.documentElement.classList.add('dark')";

// Without storage (some private modes) both keep the page's defaults.
export const FIRST_PAINT_SCRIPT = `try{${THEME_FIRST_PAINT};${CURRENCY_FIRST_PAINT}}catch{}`;
