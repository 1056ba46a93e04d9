/**
 * The ten currencies' rules: a converted price's shape, the card's smallest charge, the largest
 * price the spreadsheet may set, all in minor units (docs/decisions/0030-currencies.md). Without
 * zod, so the console's first load stays small; currencies.ts adds the schema.
 */
import { minorUnitsPerUnit } from '../../lib/money.ts';

/** USD first: the spreadsheet's own currency, the one every other price is converted from. */
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'JPY',
  'CHF',
  'SGD',
  'HKD',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The nine currencies a USD price is converted into, at the owner's rates. */
export type ConvertedCurrency = Exclude<Currency, 'USD'>;
export const CONVERTED_CURRENCIES = CURRENCIES.filter(
  (currency): currency is ConvertedCurrency => currency !== 'USD',
);

interface CurrencyRules {
  /** Minor units in one unit: 100 cents, or 1 for the yen (from Intl, never a fixed 100). */
  minorPerUnit: number;
  /** A converted price is `ending + k × step` minor units for a whole k (never 0 itself). */
  step: number;
  ending: number;
  /** The rule as the console and the docs say it. */
  shape: string;
  /** The card gateway's smallest charge. */
  minimumCharge: number;
  /** The most an explicit spreadsheet price may be (about USD 10,000, like the USD column). */
  maximumPrice: number;
}

/** In units, as people read them; turned into minor units below. */
interface RulesInUnits {
  step: number;
  ending: number;
  shape: string;
  minimumCharge: number;
  maximumPrice: number;
}

const ENDS_IN_99 = { step: 1, ending: 0.99, shape: 'prices end in .99 (9.99)' };

/**
 * Minimum charges are Stripe's published minimum charge amounts per currency:
 * https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts
 */
const RULES_IN_UNITS: Record<Currency, RulesInUnits> = {
  USD: { ...ENDS_IN_99, minimumCharge: 0.5, maximumPrice: 10_000 },
  EUR: { ...ENDS_IN_99, minimumCharge: 0.5, maximumPrice: 10_000 },
  GBP: { ...ENDS_IN_99, minimumCharge: 0.3, maximumPrice: 10_000 },
  CAD: { ...ENDS_IN_99, minimumCharge: 0.5, maximumPrice: 20_000 },
  AUD: { ...ENDS_IN_99, minimumCharge: 0.5, maximumPrice: 20_000 },
  NZD: { ...ENDS_IN_99, minimumCharge: 0.5, maximumPrice: 20_000 },
  JPY: {
    step: 10,
    ending: 0,
    shape: 'whole multiples of 10 yen (1,490)',
    minimumCharge: 50,
    maximumPrice: 2_000_000,
  },
  CHF: {
    step: 1,
    ending: 0.9,
    shape: 'prices end in .90 (9.90)',
    minimumCharge: 0.5,
    maximumPrice: 10_000,
  },
  SGD: { ...ENDS_IN_99, minimumCharge: 0.5, maximumPrice: 20_000 },
  HKD: {
    step: 1,
    ending: 0,
    shape: 'whole dollars (78.00)',
    minimumCharge: 4,
    maximumPrice: 100_000,
  },
};

function inMinorUnits(currency: Currency, rules: RulesInUnits): CurrencyRules {
  const minorPerUnit = minorUnitsPerUnit(currency);
  const minor = (units: number) => Math.round(units * minorPerUnit);
  return {
    minorPerUnit,
    step: minor(rules.step),
    ending: minor(rules.ending),
    shape: rules.shape,
    minimumCharge: minor(rules.minimumCharge),
    maximumPrice: minor(rules.maximumPrice),
  };
}

const RULES = Object.fromEntries(
  CURRENCIES.map((currency) => [currency, inMinorUnits(currency, RULES_IN_UNITS[currency])]),
) as Record<Currency, CurrencyRules>;

/** The rules of one currency, in its minor units. */
export function rulesOf(currency: Currency): CurrencyRules {
  return RULES[currency];
}
