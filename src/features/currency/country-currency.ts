/**
 * The currency a visitor from a country most likely pays in, among the shop's ten; null for a
 * country whose own currency the shop does not sell (its visitors see their language's).
 */
import type { Currency } from './currencies.ts';

const COUNTRIES_BY_CURRENCY: Record<Currency, readonly string[]> = {
  // The United States, its territories, and the countries that use the dollar as their own.
  USD: ['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'EC', 'SV', 'PA', 'TL', 'FM', 'MH', 'PW', 'BQ'],
  // The euro area, and the small states that use the euro.
  EUR: [
    ...['AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT'],
    ...['NL', 'PT', 'SK', 'SI', 'ES', 'BG', 'AD', 'MC', 'SM', 'VA', 'ME', 'XK', 'GP', 'MQ', 'GF'],
    ...['RE', 'YT', 'PM', 'BL', 'MF', 'AX'],
  ],
  GBP: ['GB', 'GG', 'JE', 'IM'],
  CAD: ['CA'],
  AUD: ['AU', 'CX', 'CC', 'NF', 'NR', 'KI', 'TV'],
  NZD: ['NZ', 'CK', 'NU', 'PN', 'TK'],
  JPY: ['JP'],
  CHF: ['CH', 'LI'],
  SGD: ['SG'],
  HKD: ['HK'],
};

const CURRENCY_OF_COUNTRY = new Map<string, Currency>(
  Object.entries(COUNTRIES_BY_CURRENCY).flatMap(([currency, countries]) =>
    countries.map((country) => [country, currency as Currency] as const),
  ),
);

export function currencyOfCountry(countryCode: string | undefined): Currency | null {
  return CURRENCY_OF_COUNTRY.get(countryCode?.toUpperCase() ?? '') ?? null;
}
