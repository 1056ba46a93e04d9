/**
 * The currency table (currency-rules.ts) and the schema that reads a currency code: what the
 * rest of the shop imports to price and charge in one of the ten currencies.
 */
import * as z from 'zod';
import { CURRENCIES } from './currency-rules.ts';

export {
  CONVERTED_CURRENCIES,
  CURRENCIES,
  rulesOf,
  type ConvertedCurrency,
  type Currency,
} from './currency-rules.ts';

// A catalogue key: functions answer it in the visitor's language (each names the ten codes).
const UNKNOWN_CURRENCY = 'validation.unknownCurrency';

/** A currency code in any case ('eur' → 'EUR'); anything else fails naming the ten. */
export const currencySchema = z
  .string({ error: UNKNOWN_CURRENCY })
  .transform((code) => code.trim().toUpperCase())
  .pipe(z.enum(CURRENCIES, { error: UNKNOWN_CURRENCY }));
