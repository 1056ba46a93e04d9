/**
 * Readers for the single cells of a plan spreadsheet row: each gives the value the catalogue
 * stores, or the message an admin sees. Cells arrive as strings, numbers, booleans or null.
 */
import type { Failure } from '../../../lib/result.ts';
import type { Destination, DestinationDirectory } from './destination-directory.ts';
import { parsePlanName, type ParsedPlanName } from './plan-name.ts';

export type CellResult<T> =
  { ok: true; value: T } | (Failure<'invalid-cell'> & { message: string });

const MAX_COST = 10_000;
const MAX_TEXT_LENGTH = 100;
const POPULAR_WORDS = new Set(['yes', 'y', 'true', '1', 'popular']);
const NOT_POPULAR_WORDS = new Set(['', 'no', 'n', 'false', '0']);

/** A cell's value, read. */
export const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
/** A cell that cannot be read, with the message the admin sees. */
export const fail = <T>(message: string): CellResult<T> => ({
  ok: false,
  reason: 'invalid-cell',
  message,
});

/**
 * A cell as trimmed text; '' for empty cells and for anything that is not plain text or a number.
 */
export function cellText(cell: unknown): string {
  if (typeof cell === 'string') return cell.trim();
  if ((typeof cell === 'number' && Number.isFinite(cell)) || typeof cell === 'boolean')
    return String(cell);
  return '';
}

/**
 * The number a price cell holds: a number, or text that is plainly one ('15', '15.99', '$15.00').
 */
export function priceNumberOf(cell: unknown): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  const text = cellText(cell);
  return /^-?\$?\d+(?:\.\d+)?$/.test(text) ? Number(text.replace('$', '')) : undefined;
}

/**
 * No cell is markup: an injection needs '<' or '>' and no place name does. Invisible characters
 * (bidi overrides, zero widths) would show another name than the one stored. Quotes and '&' stay:
 * pages escape text, and 'Middle East & Africa' needs its '&' (docs/decisions/0022).
 */
const MARKUP = /[<>]/;
const INVISIBLE = /(?![\t\n\r])[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;

/** Any column, before its own reader: printable text without markup (numbers and yes/no pass). */
export function readPlainText(cell: unknown, label: string): CellResult<unknown> {
  if (typeof cell !== 'string') return ok(cell);
  if (MARKUP.test(cell)) return fail(`${label} may not contain < or >`);
  if (INVISIBLE.test(cell))
    return fail(`${label} may not contain control or invisible formatting characters`);
  return ok(cell);
}

/** Column A: the country or region it names. */
export function readDestination(
  cell: unknown,
  directory: DestinationDirectory,
): CellResult<Destination> {
  const text = cellText(cell);
  if (!text) return fail('Country or region is required');
  const destination = directory.find(text);
  return destination ? ok(destination) : fail(`Unknown country or region "${clip(text, 60)}"`);
}

/** Column B: the name as stored (whitespace collapsed) and what it says about data and validity. */
export function readPlanName(cell: unknown): CellResult<{ name: string; parsed: ParsedPlanName }> {
  const name = cellText(cell).replace(/\s+/g, ' ');
  if (name.length > MAX_TEXT_LENGTH) return fail('Plan name can have at most 100 characters');
  const parsed = parsePlanName(name);
  if (!parsed) return fail('Plan name must give the data and the validity, like "5GB 7 Days"');
  return ok({ name, parsed });
}

/** Column D: country codes separated by commas, semicolons or spaces; undefined when empty. */
export function readCoverage(
  cell: unknown,
  knowsCode: (code: string) => boolean,
): CellResult<string[] | undefined> {
  const codes = [
    ...new Set(
      cellText(cell)
        .toUpperCase()
        .split(/[\s,;]+/)
        .filter(Boolean),
    ),
  ];
  const unknown = codes.find((code) => !knowsCode(code));
  if (unknown !== undefined) return fail(`Unknown country code "${clip(unknown, 10)}"`);
  return ok(codes.length > 0 ? codes : undefined);
}

/** Column E: yes/no in the usual spellings; empty means no. */
export function readPopular(cell: unknown): CellResult<boolean> {
  const word = cellText(cell).toLowerCase();
  if (POPULAR_WORDS.has(word)) return ok(true);
  if (NOT_POPULAR_WORDS.has(word)) return ok(false);
  return fail('Popular must be yes or no');
}

/** Column F: the provider's bundle name, optional. */
export function readBundle(cell: unknown): CellResult<string | undefined> {
  const bundle = cellText(cell);
  if (bundle === '') return ok(undefined);
  if (bundle.length > MAX_TEXT_LENGTH) return fail('Bundle name can have at most 100 characters');
  if (!/^[A-Za-z0-9_.-]+$/.test(bundle))
    return fail('Bundle name may use letters, digits, _ . and -');
  return ok(bundle);
}

/**
 * Column G: what one sale costs the shop at the provider, optional; 0 and up, whole cents (a cost
 * may be 0: a bundle given free).
 */
export function readCost(cell: unknown): CellResult<number | undefined> {
  if (cellText(cell) === '') return ok(undefined);
  const cost = priceNumberOf(cell);
  if (cost === undefined) return fail('Cost must be a number, like 9 or 9.45');
  if (cost < 0 || cost > MAX_COST) return fail('Cost must be 0 or more and at most 10,000');
  const cents = Math.round(cost * 100);
  if (Math.abs(cost * 100 - cents) > 1e-6) return fail('Cost can have at most two decimals');
  return ok(cents / 100);
}

/**
 * Text cut to `length` characters, an ellipsis marking the cut, for quoting a cell in a message.
 */
function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
