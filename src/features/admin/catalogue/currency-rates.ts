/**
 * The owner's currency rates as the console sends and reads them: the PUT body's schema (shared
 * by the panel and the function) and what GET and PUT answer (docs/product.md#prices-and-currencies).
 */
import * as z from 'zod';
import { CONVERTED_CURRENCIES } from '../../currency/currencies.ts';
import { ratesSchema, type RatesInForce } from '../../currency/rates.ts';

/** PUT /api/admin/currency-rates: all nine rates, nothing else. */
export const setRatesSchema = z.strictObject(
  { rates: ratesSchema },
  { error: 'Send { "rates": { … } } with a rate for each of the nine currencies' },
);

/** The panel's inputs, as typed, read into the same rates ('' is a missing rate). */
export const ratesFormSchema = z
  .object(Object.fromEntries(CONVERTED_CURRENCIES.map((code) => [code, z.string().optional()])))
  .transform((typed) =>
    Object.fromEntries(
      Object.entries(typed).map(([code, text]) => [
        code,
        text?.trim() ? Number(text.trim()) : undefined,
      ]),
    ),
  )
  .pipe(ratesSchema);

/** The rates in force, and the catalogue version that carries them. */
export interface CurrencyRatesAnswer extends RatesInForce {
  version: string;
}

/** A PUT that went through: what the owner is told, and the rates now in force. */
export interface CurrencyRatesSaved extends CurrencyRatesAnswer {
  message: string;
}
