/** Calendar quarters of UTC days, for the tax report: shared by the function and the Tax panel. */

/** The calendar quarter a UTC day is in: '2026-11-29' → '2026-Q4'. */
export const quarterOf = (day: string) =>
  `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;

/** A quarter's first and last UTC days. */
export function quarterDays(quarter: string): { from: string; to: string } {
  const year = Number(quarter.slice(0, 4));
  const first = (Number(quarter.slice(6)) - 1) * 3;
  const day = (month: number, date: number) => new Date(Date.UTC(year, month, date)).toISOString();
  return { from: day(first, 1).slice(0, 10), to: day(first + 3, 0).slice(0, 10) };
}

/** The quarter before `quarter`, for the panel's 'previous' button. */
export function quarterBefore(quarter: string): string {
  const { from } = quarterDays(quarter);
  return quarterOf(new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000).toISOString());
}
