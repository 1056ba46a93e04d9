/**
 * What the browser remembers of a visitor's language: the language they chose (a switcher or
 * suggestion link clicked), and that they closed the suggestion. Nothing redirects by it: it only
 * stops the suggestion from showing again.
 */
import { preferredLiveLocale } from '../i18n/language-versions.ts';
import type { LiveLocale } from '../i18n/locales.ts';

/** The localStorage key of the language the visitor chose. */
export const CHOSEN_LANGUAGE_KEY = 'language';
/** The localStorage key set when the visitor closes the suggestion. */
export const SUGGESTION_CLOSED_KEY = 'language-suggestion-closed';

/** Storage as this module uses it: localStorage in the browser. */
type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The language to suggest on a page in `pageLocale`: the browser's first live language when it is
 * another one, unless the visitor chose a language or closed the suggestion before.
 */
export function languageToSuggest(
  pageLocale: string,
  browserLanguages: readonly string[],
  storage: KeyValueStore,
): LiveLocale | null {
  if (storage.getItem(CHOSEN_LANGUAGE_KEY) !== null) return null;
  if (storage.getItem(SUGGESTION_CLOSED_KEY) !== null) return null;
  const preferred = preferredLiveLocale(browserLanguages);
  return preferred === pageLocale ? null : preferred;
}

export function rememberLanguage(locale: string, storage: KeyValueStore): void {
  storage.setItem(CHOSEN_LANGUAGE_KEY, locale);
}

export function closeSuggestion(storage: KeyValueStore): void {
  storage.setItem(SUGGESTION_CLOSED_KEY, '1');
}
