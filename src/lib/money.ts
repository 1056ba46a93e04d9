/**
 * Amounts in a currency's units (eSIM Go's balance, the alert threshold) as integer minor units:
 * how many decimals a currency has comes from Intl (USD 2, JPY 0), never a fixed 100.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * `new Intl.NumberFormat(tag, options)`, made once per arguments: one costs tens of microseconds to
 * make and nothing to reuse, and a build writes some hundred thousand prices and numbers. Here, in
 * a module every catalogue page loads anyway, rather than in a chunk of its own.
 */
export function numberFormat(
  tag: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(tag, options)));
  return format;
}

const minorUnits = new Map<string, number>();

/** How many minor units make one unit of `currency` (100 for USD, 1 for JPY). */
export function minorUnitsPerUnit(currency: string): number {
  let perUnit = minorUnits.get(currency);
  if (perUnit === undefined) {
    const { maximumFractionDigits = 2 } = numberFormat('en', {
      style: 'currency',
      currency,
    }).resolvedOptions();
    minorUnits.set(currency, (perUnit = 10 ** maximumFractionDigits));
  }
  return perUnit;
}

/**
 * `amount` units of `currency` in minor units, rounded to the nearest; null when it is not a
 * finite number or too large to count exactly.
 */
export function toMinorUnits(amount: number, currency: string): number | null {
  const minor = Math.round(amount * minorUnitsPerUnit(currency));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** A three-letter currency code (`usd` → `USD`); null for anything else. */
export function currencyCode(value: string): string | null {
  const code = value.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/**
 * `amountMinor` of `currency` for people, written the way `intlTag` writes money: `$1,234.50` in
 * 'en-US' (the default), `1 234,50 €` in 'fr-FR'.
 */
export function formatMinorUnits(amountMinor: number, currency: string, intlTag = 'en-US'): string {
  return numberFormat(intlTag, { style: 'currency', currency }).format(
    amountMinor / minorUnitsPerUnit(currency),
  );
}
