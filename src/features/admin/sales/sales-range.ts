/** UTC days as YYYY-MM-DD, for the sales figures: shared by the function and the Sales panel. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `offset` days after `day`. */
export const addDays = (day: string, offset: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** How many days from `from` to `to`, both included, without listing them. */
export const spanOf = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export const todayUtc = () => new Date().toISOString().slice(0, 10);
