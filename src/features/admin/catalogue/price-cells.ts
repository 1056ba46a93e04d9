/**
 * Readers for the price cells of a plan spreadsheet row: the USD price (column C) and the
 * optional explicit price per currency. Each is checked like the other: a number, no more
 * decimals than the currency has, above 0, at most its largest price and at least the card
 * gateway's minimum charge.
 */
import { formatMinorUnits } from '../../../lib/money.ts';
import { rulesOf, type ConvertedCurrency, type Currency } from '../../currency/currency-rules.ts';
import { cellText, fail, ok, priceNumberOf, type CellResult } from './plan-cells.ts';

/** Column C: the USD price in dollars, whole cents (14.990000000001 is forgiven). */
export function readPrice(cell: unknown): CellResult<number> {
  const cents = readAmount(cell, 'USD', 'Price');
  return cents.ok ? ok(cents.value / 100) : cents;
}

/** An explicit price column: empty, or the price in `currency`'s minor units. */
export function explicitPriceReader(
  currency: ConvertedCurrency,
  label: string,
): (cell: unknown) => CellResult<number | undefined> {
  return (cell) => (cellText(cell) === '' ? ok(undefined) : readAmount(cell, currency, label));
}

function readAmount(cell: unknown, currency: Currency, label: string): CellResult<number> {
  const { minorPerUnit, minimumCharge, maximumPrice } = rulesOf(currency);
  const wholeUnits = minorPerUnit === 1;
  const amount = priceNumberOf(cell);
  if (amount === undefined)
    return fail(`${label} must be a number, like ${wholeUnits ? '1490' : '15 or 15.99'}`);
  const largest = maximumPrice / minorPerUnit;
  if (amount <= 0 || amount > largest)
    return fail(`${label} must be more than 0 and at most ${largest.toLocaleString('en-US')}`);
  const minor = Math.round(amount * minorPerUnit);
  if (Math.abs(amount * minorPerUnit - minor) > 1e-6)
    return fail(
      wholeUnits ? `${label} must be a whole number` : `${label} can have at most two decimals`,
    );
  if (minor < minimumCharge)
    return fail(
      `${label} must be at least ${formatMinorUnits(minimumCharge, currency)}, the smallest amount a card payment can take`,
    );
  return ok(minor);
}
