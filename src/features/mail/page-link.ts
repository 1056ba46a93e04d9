/** Links in mails: absolute, to the page in the mail's language. */
import { localizedPath, type Locale } from '../i18n/locales.ts';

/** `https://roamly.example/fr/orders` for ('https://roamly.example', 'fr', '/orders'). */
export function pageLink(origin: string, locale: Locale, path: string): string {
  return `${origin}${localizedPath(locale, path)}`;
}
