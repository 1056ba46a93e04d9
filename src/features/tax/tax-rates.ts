/**
 * Standard VAT and consumption-tax rates, in basis points (2000 is 20 %), of the countries the shop
 * can be registered in: an eSIM, a telecommunications service, has no reduced rate. Sources and
 * their date: docs/decisions/0041-tax-through-a-port.md; a rate change is a change here, released
 * on its date.
 */

/** The 27 member states, by ISO 3166 code (Greece is GR here; its VAT ids start with EL). */
export const EU_STANDARD_RATES: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

export const UK_STANDARD_RATE = 2000;
export const JP_STANDARD_RATE = 1000;

export const isEuMemberState = (country: string) => Object.hasOwn(EU_STANDARD_RATES, country);

/**
 * The tax included in a tax-inclusive amount: amount × rate / (1 + rate), rounded half up to the
 * currency's minor unit (amounts are already in minor units; yen have none, so they are yen).
 * Integer arithmetic, so no amount rounds differently on another machine.
 */
export function includedTax(amount: number, rateBasisPoints: number): number {
  const numerator = amount * rateBasisPoints;
  const denominator = 10_000 + rateBasisPoints;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
