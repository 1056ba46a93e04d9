/** '22 Nov 2026, 14:05' in the staff member's own time zone: every time the console shows. */
export function formatAdminTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
