/**
 * Reads the data allowance and the validity out of a plan name as people write them in
 * spreadsheets ('5GB 7 Days', '3gb/7d', 'Europe 10 GB - 1 month', 'Unlimited Lite 14 Days').
 */

export interface ParsedPlanName {
  /** Normalised: '5GB', '500MB', '1.5GB', 'Unlimited'. */
  data: string;
  /** Normalised: '1 Day', '7 Days', '30 Days'. */
  duration: string;
  /** 1..365. */
  days: number;
  /** null for Unlimited; 1GB = 1024MB. */
  dataMb: number | null;
}

const MB_PER_GB = 1024;
const MAX_DATA_MB = 1000 * MB_PER_GB;
const MAX_DAYS = 365;

/** A number, then a unit: '5GB', '10 gb', '7-day', '30D', '1 month'. */
const AMOUNT_WITH_UNIT =
  /(?<![\d.])(\d+(?:\.\d+)?)[\s-]*(gb|mb|days?|d|weeks?|wks?|w|months?|mo|years?|yr)(?![a-z])/g;

const DAYS_PER_UNIT = new Map<string, number>([
  ['d', 1],
  ['day', 1],
  ['days', 1],
  ['w', 7],
  ['wk', 7],
  ['wks', 7],
  ['week', 7],
  ['weeks', 7],
  ['mo', 30],
  ['month', 30],
  ['months', 30],
  ['yr', 365],
  ['year', 365],
  ['years', 365],
]);

interface DataAmount {
  label: string;
  mb: number | null;
}

/**
 * The data and validity a plan name gives, or null when one is missing, absurd or contradictory.
 */
export function parsePlanName(name: string): ParsedPlanName | null {
  const text = normaliseDecimalCommas(name.toLowerCase());
  const amounts: DataAmount[] = /\bunlimited\b/.test(text)
    ? [{ label: 'Unlimited', mb: null }]
    : [];
  const dayCounts: number[] = [];
  for (const [, number, unit] of text.matchAll(AMOUNT_WITH_UNIT)) {
    const value = Number(number);
    const daysPerUnit = DAYS_PER_UNIT.get(unit ?? '');
    if (daysPerUnit !== undefined) dayCounts.push(value * daysPerUnit);
    else amounts.push(dataAmountOf(value, unit === 'mb' ? 'MB' : 'GB'));
  }
  const data = theOnlyOne(amounts, (a, b) => a.mb === b.mb);
  const days = theOnlyOne(dayCounts, (a, b) => a === b);
  if (!data || days === undefined || !isSensibleData(data) || !isSensibleDays(days)) return null;
  return {
    data: data.label,
    duration: days === 1 ? '1 Day' : `${days} Days`,
    days,
    dataMb: data.mb,
  };
}

/** The id fragment the catalogue uses for a plan: '5gb-7d', '1-5gb-7d', 'unlimited-14d'. */
export function planIdPart(parsed: ParsedPlanName): string {
  return `${parsed.data.toLowerCase().replace('.', '-')}-${parsed.days}d`;
}

/** '1,5GB' is 1.5GB (European decimal comma); '1,000MB' is a thousands separator. */
function normaliseDecimalCommas(text: string): string {
  return text.replace(/(\d),(\d{3})(?!\d)/g, '$1$2').replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2');
}

function dataAmountOf(value: number, unit: 'GB' | 'MB'): DataAmount {
  const mb = unit === 'GB' ? value * MB_PER_GB : value;
  // Whole gigabytes read best as GB even when written in MB ('1024MB' → '1GB').
  if (unit === 'MB' && mb % MB_PER_GB !== 0) return { label: `${value}MB`, mb };
  return { label: `${mb / MB_PER_GB}GB`, mb };
}

/** The single value found (repeats allowed), or undefined when none or two different ones. */
function theOnlyOne<T>(found: readonly T[], same: (a: T, b: T) => boolean): T | undefined {
  const [first] = found;
  return first !== undefined && found.every((other) => same(first, other)) ? first : undefined;
}

function isSensibleData({ mb }: DataAmount): boolean {
  return mb === null || (mb > 0 && mb <= MAX_DATA_MB);
}

function isSensibleDays(days: number): boolean {
  return Number.isInteger(days) && days >= 1 && days <= MAX_DAYS;
}
