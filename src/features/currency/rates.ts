/**
 * Exchange rates: how many units of each other currency one US dollar buys. The owner sets all
 * nine in the console and they travel with the catalogue; a catalogue without its own uses the
 * rates shipped in content/currency-rates.json.
 */
import * as z from 'zod';
import shippedRatesJson from '../../../content/currency-rates.json' with { type: 'json' };
import { CONVERTED_CURRENCIES, type ConvertedCurrency } from './currency-rules.ts';

const MAX_RATE = 10_000;

function rateSchemaOf(currency: ConvertedCurrency) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? `Give a rate for ${currency}`
          : `The ${currency} rate must be a number, like 0.92`,
    })
    .gt(0, `The ${currency} rate must be more than 0`)
    .max(MAX_RATE, `The ${currency} rate can be at most 10,000`);
}

/** All nine rates, each finite, above 0 and at most 10,000; no other key. */
export const ratesSchema = z.strictObject(
  Object.fromEntries(
    CONVERTED_CURRENCIES.map((currency) => [currency, rateSchemaOf(currency)]),
  ) as Record<ConvertedCurrency, ReturnType<typeof rateSchemaOf>>,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown currency: rates are for ${CONVERTED_CURRENCIES.join(', ')} only`
        : 'Send the rates as an object, like { "EUR": 0.92, … }',
  },
);
export type Rates = z.infer<typeof ratesSchema>;

const shippedRates = z.object({ date: z.iso.date(), rates: ratesSchema }).parse(shippedRatesJson);

/** The rates a catalogue prices with, and where they come from. */
export interface RatesInForce {
  rates: Rates;
  /** True for the shipped rates, which apply until an owner sets the shop's own. */
  isDefault: boolean;
  /** The shipped rates' date (YYYY-MM-DD), or when the owner set them (an ISO time). */
  date: string;
}

/** A catalogue's own rates, or the shipped ones when it has none (every catalogue before rates). */
export function ratesInForce(catalogue: { rates?: Rates; ratesSetAt?: string }): RatesInForce {
  if (catalogue.rates)
    return {
      rates: catalogue.rates,
      isDefault: false,
      date: catalogue.ratesSetAt ?? shippedRates.date,
    };
  return { rates: shippedRates.rates, isDefault: true, date: shippedRates.date };
}

/** True when both give every currency the same rate. */
export function sameRates(a: Rates, b: Rates): boolean {
  return CONVERTED_CURRENCIES.every((currency) => a[currency] === b[currency]);
}
