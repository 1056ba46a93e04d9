/**
 * Whether a cron expression (five fields, UTC, as Netlify reads a function's `schedule`) names a
 * minute: numbers, `*`, ranges, lists and steps, and the @hourly-style shorthands Netlify accepts.
 */

const SHORTHANDS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/** The range of each field: minute, hour, day of month, month, day of week (0 or 7 is Sunday). */
const FIELDS: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

/**
 * True when `expression` runs at the minute of `at` (UTC); an expression it cannot read never runs.
 */
export function cronMatches(expression: string, at: Date): boolean {
  const fields = (SHORTHANDS[expression.trim()] ?? expression).trim().split(/\s+/);
  if (fields.length !== 5) return false;
  const values = [
    at.getUTCMinutes(),
    at.getUTCHours(),
    at.getUTCDate(),
    at.getUTCMonth() + 1,
    at.getUTCDay(),
  ];
  const matches = fields.map((field, index) =>
    fieldMatches(field, values[index]!, FIELDS[index]!, index === 4),
  );
  if (matches.includes(null)) return false;
  const [minute, hour, dayOfMonth, month, dayOfWeek] = matches as boolean[];
  // Cron's rule: when both day fields are restricted, either one may match.
  const day =
    fields[2] !== '*' && fields[4] !== '*' ? dayOfMonth || dayOfWeek : dayOfMonth && dayOfWeek;
  return Boolean(minute && hour && month && day);
}

/** Whether `value` is in the field; null when the field is not one this reads. */
function fieldMatches(
  field: string,
  value: number,
  [low, high]: [number, number],
  weekday: boolean,
): boolean | null {
  let found = false;
  for (const part of field.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) return null;
    const [, whole, first, last, stepText] = match;
    const from = whole === '*' ? low : Number(first);
    // `5/15` runs from 5 to the end of the range, `5` at 5 alone.
    const to =
      whole === '*'
        ? high
        : last !== undefined
          ? Number(last)
          : stepText !== undefined
            ? high
            : from;
    const step = Number(stepText ?? 1);
    if (from < low || to > high || from > to || step < 1) return null;
    for (let each = from; each <= to; each += step) {
      if (each === value || (weekday && each === 7 && value === 0)) found = true;
    }
  }
  return found;
}
