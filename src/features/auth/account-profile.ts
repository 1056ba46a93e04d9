/** What the profile card shows of a user (docs/product.md#screen-account, #entity-user). */
import type { CurrentUser } from './auth.ts';
import type { Locale } from '../i18n/locales.ts';
import { intlLocale } from '../i18n/intl.ts';
import type { Translator } from '../i18n/translate.ts';

type Person = Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>;

/** "Ada Lovelace", or 'N/A' (in the page's language) when neither name is given. */
export function displayName({ firstName, lastName }: Person, t: Translator): string {
  return (
    [firstName, lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || t('account.profile.noName')
  );
}

/** Initials of the first and last name, else the e-mail's first letter, upper-cased. */
export function initialsOf({ firstName, lastName, email }: Person): string {
  const fromName = [firstName, lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (fromName || email.trim().charAt(0) || '?').toUpperCase();
}

/**
 * "November 22, 2026" (in English); an unreadable date is shown as an empty string rather than
 * "Invalid Date".
 */
export function formatMemberSince(createdAt: string, locale: Locale): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(intlLocale(locale), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
