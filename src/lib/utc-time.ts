/** A moment as staff read it in messages, the same on every server: '24 Nov 2026, 20:30 UTC'. */
export function utcDateTime(iso: string): string {
  const formatted = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return `${formatted} UTC`;
}
