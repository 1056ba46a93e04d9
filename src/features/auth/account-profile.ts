/** What the profile card shows of a user (docs/product.md#screen-account, #entity-user). */
import type { CurrentUser } from './auth.ts';

type Person = Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>;

/** "Ada Lovelace", or 'N/A' when neither name is given. */
export function displayName({ firstName, lastName }: Person): string {
  return (
    [firstName, lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || 'N/A'
  );
}

/** Initials of the first and last name, else the e-mail's first letter, upper-cased. */
export function initialsOf({ firstName, lastName, email }: Person): string {
  const fromName = [firstName, lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (fromName || email.trim().charAt(0) || '?').toUpperCase();
}

/**
 * "November 22, 2026"; an unreadable date is shown as an empty string rather than "Invalid Date".
 */
export function formatMemberSince(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
