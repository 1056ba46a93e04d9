/**
 * The plan spreadsheet's layout, declared once: for each column its letter, the header the
 * export and the template write, the name messages use, its width, the format help line, how
 * the upload reads a cell and how the export writes a plan into it.
 */
import type { Plan } from '../../catalogue/plan.ts';
import { rulesOf, type ConvertedCurrency } from '../../currency/currency-rules.ts';
import type { DestinationDirectory } from './destination-directory.ts';
import {
  readFairUseSpeed,
  readFairUseThreshold,
  readHotspot,
  readNetworks,
  readValidityStart,
  writeFairUseSpeed,
  writeFairUseThreshold,
  writeHotspot,
  writeNetworks,
  writeValidityStart,
} from './fact-cells.ts';
import {
  readBundle,
  readCost,
  readCoverage,
  readDestination,
  readPlanName,
  readPopular,
  type CellResult,
} from './plan-cells.ts';
import { explicitPriceReader, readPrice } from './price-cells.ts';

export type SheetColumn =
  | 'A'
  | 'B'
  | 'C'
  | 'D'
  | 'E'
  | 'F'
  | 'G'
  | 'H'
  | 'I'
  | 'J'
  | 'K'
  | 'L'
  | 'M'
  | 'N'
  | 'O'
  | 'P'
  | 'Q'
  | 'R'
  | 'S'
  | 'T'
  | 'U';

interface PlanSheetColumn<T> {
  column: SheetColumn;
  /** The header cell of the export and the template. */
  header: string;
  /** How error messages name the column. */
  label: string;
  /** Excel's column width, in characters. */
  width: number;
  optional: boolean;
  /** The format help's line, after the column letter (and 'optional:'). */
  help: string;
  read: (cell: unknown, directory: DestinationDirectory) => CellResult<T>;
  write: (plan: Plan) => string | number;
}

/** Keeps each column's value type, so a reader's result stays typed where it is used. */
const column = <T>(spec: PlanSheetColumn<T>): PlanSheetColumn<T> => spec;

/**
 * An optional price in `currency`, used as it is instead of the USD price converted. Written back
 * in the currency's units (13.99, or 1490 yen).
 */
function explicitPriceColumn(currency: ConvertedCurrency, letter: SheetColumn) {
  const label = `Price ${currency}`;
  const example = rulesOf(currency).minorPerUnit === 1 ? '1490' : '13.99';
  return column({
    column: letter,
    header: label,
    label,
    width: 11,
    optional: true,
    help: `price in ${currency}, used as it is instead of the USD price converted: ${example}`,
    read: explicitPriceReader(currency, label),
    write: (plan) => {
      const amount = plan.prices?.[currency];
      return amount === undefined ? '' : amount / rulesOf(currency).minorPerUnit;
    },
  });
}

/** In column order, A first: the export writes them in this order. */
export const PLAN_SHEET = {
  destination: column({
    column: 'A',
    header: 'Country or region',
    label: 'Country or region',
    width: 28,
    optional: false,
    help: 'country or region: a name, a two-letter code or a region (“Japan”, “USA”, “Europe Lite”)',
    read: readDestination,
    write: (plan) => plan.country,
  }),
  planName: column({
    column: 'B',
    header: 'Plan name',
    label: 'Plan name',
    width: 22,
    optional: false,
    help: 'plan name with data and validity: “5GB 7 Days”, “10 GB - 30 days”, “Unlimited 14 Days”',
    read: readPlanName,
    write: (plan) => plan.name,
  }),
  price: column({
    column: 'C',
    header: 'Price (USD)',
    label: 'Price',
    width: 12,
    optional: false,
    help: 'price in USD: 15 or 15.99',
    read: readPrice,
    write: (plan) => plan.price,
  }),
  coverage: column({
    column: 'D',
    header: 'Covered countries',
    label: 'Covered countries',
    width: 40,
    optional: true,
    help: 'covered country codes (“FR, DE, IT”); regions default to their own list',
    read: (cell, directory) => readCoverage(cell, directory.knowsCode),
    write: (plan) => plan.coveredCountries.join(', '),
  }),
  popular: column({
    column: 'E',
    header: 'Popular',
    label: 'Popular',
    width: 9,
    optional: true,
    help: 'popular, yes or no',
    read: readPopular,
    write: (plan) => (plan.popular ? 'yes' : 'no'),
  }),
  bundle: column({
    column: 'F',
    header: 'Bundle',
    label: 'Bundle name',
    width: 24,
    optional: true,
    help: 'the eSIM Go bundle name',
    read: readBundle,
    write: (plan) => plan.bundle ?? '',
  }),
  cost: column({
    column: 'G',
    header: 'Cost (USD)',
    label: 'Cost',
    width: 11,
    optional: true,
    help: 'what one sale costs the shop at the provider, in USD: 9 or 9.45 (for the margin in Sales; never shown to customers)',
    read: readCost,
    write: (plan) => plan.cost ?? '',
  }),
  priceEUR: explicitPriceColumn('EUR', 'H'),
  priceGBP: explicitPriceColumn('GBP', 'I'),
  priceCAD: explicitPriceColumn('CAD', 'J'),
  priceAUD: explicitPriceColumn('AUD', 'K'),
  priceNZD: explicitPriceColumn('NZD', 'L'),
  priceJPY: explicitPriceColumn('JPY', 'M'),
  priceCHF: explicitPriceColumn('CHF', 'N'),
  priceSGD: explicitPriceColumn('SGD', 'O'),
  priceHKD: explicitPriceColumn('HKD', 'P'),
  // The owners' overrides of the provider's facts (fact-row.ts): an empty cell keeps the provider's.
  hotspot: column({
    column: 'Q',
    header: 'Hotspot',
    label: 'Hotspot',
    width: 9,
    optional: true,
    help: 'hotspot (tethering) allowed, yes or no; empty keeps what eSIM Go says',
    read: readHotspot,
    write: (plan) => writeHotspot(plan.factOverrides?.hotspot),
  }),
  validityStarts: column({
    column: 'R',
    header: 'Validity starts',
    label: 'Validity starts',
    width: 16,
    optional: true,
    help: 'when the validity starts: “first connection” or “installation”',
    read: readValidityStart,
    write: (plan) => writeValidityStart(plan.factOverrides?.validityStarts),
  }),
  networks: column({
    column: 'S',
    header: 'Networks',
    label: 'Networks',
    width: 40,
    optional: true,
    help: 'networks per country with their generation: “FR: Orange 5G, SFR 4G; DE: Telekom 4G/5G”; for a single-country plan “Orange 5G, SFR 4G”; replaces eSIM Go’s networks of the countries named',
    read: (cell, directory) => readNetworks(cell, directory.knowsCode),
    write: (plan) =>
      writeNetworks(
        plan.factOverrides?.networks,
        /^[A-Z]{2}$/.test(plan.countryCode) ? plan.countryCode : null,
      ),
  }),
  fairUseSpeed: column({
    column: 'T',
    header: 'Speed after fair use',
    label: 'Speed after fair use',
    width: 14,
    optional: true,
    help: 'unlimited plans: the speed after the daily fair use, “1 Mbps” or “512 kbps”',
    read: readFairUseSpeed,
    write: (plan) => writeFairUseSpeed(plan.factOverrides?.fairUse?.speedKbps),
  }),
  fairUseThreshold: column({
    column: 'U',
    header: 'Fair use per day',
    label: 'Fair use per day',
    width: 12,
    optional: true,
    help: 'with a speed after fair use: the data a day at full speed, “2 GB” or “500 MB”; empty when not published',
    read: readFairUseThreshold,
    write: (plan) => writeFairUseThreshold(plan.factOverrides?.fairUse?.thresholdMb),
  }),
};

/** The field of a currency's explicit price column. */
export const explicitPriceField = (currency: ConvertedCurrency) => `price${currency}` as const;

export type PlanSheetField = keyof typeof PLAN_SHEET;
/** What a column's reader gives: a Destination for `destination`, a number for `price`, … */
export type PlanSheetValue<F extends PlanSheetField> =
  (typeof PLAN_SHEET)[F] extends PlanSheetColumn<infer T> ? T : never;

export const PLAN_SHEET_COLUMNS: readonly PlanSheetColumn<unknown>[] = Object.values(PLAN_SHEET);

/** The header row of the export and the template. */
export const PLAN_SHEET_HEADER = PLAN_SHEET_COLUMNS.map((spec) => spec.header);

/** A plan as one spreadsheet row, in column order. */
export function planToRow(plan: Plan): (string | number)[] {
  return PLAN_SHEET_COLUMNS.map((spec) => spec.write(plan));
}

/** The cell of a row's `field` column (rows are arrays from column A). */
export function sheetCell(cells: readonly unknown[], field: PlanSheetField): unknown {
  return cells[columnIndex(PLAN_SHEET[field].column)];
}

/** 'A' → 0, 'G' → 6, 'U' → 20. */
export function columnIndex(letter: SheetColumn): number {
  return letter.charCodeAt(0) - 'A'.charCodeAt(0);
}
