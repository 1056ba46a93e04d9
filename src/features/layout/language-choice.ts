/**
 * What the browser remembers of a visitor's language: the language they chose (a language link
 * clicked), and that they closed the suggestion. Nothing redirects by it: it only keeps the
 * suggestion from showing again.
 */

/** The localStorage key of the language the visitor chose. */
export const CHOSEN_LANGUAGE_KEY = 'language';
/** The localStorage key set when the visitor closes the suggestion. */
export const SUGGESTION_CLOSED_KEY = 'language-suggestion-closed';

/** Storage as this module uses it: localStorage in the browser. */
type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The language to suggest on a page in `pageLocale` that offers `offered`: the first of the
 * browser's languages (best first, `fr-CA` read as `fr`) the shop speaks, when it is not the
 * page's own, unless the visitor chose a language or closed the suggestion before.
 */
export function languageToSuggest(
  pageLocale: string,
  browserLanguages: readonly string[],
  offered: readonly string[],
  storage: KeyValueStore,
): string | null {
  if (storage.getItem(CHOSEN_LANGUAGE_KEY) ?? storage.getItem(SUGGESTION_CLOSED_KEY)) return null;
  for (const tag of browserLanguages) {
    const [language = ''] = tag.split('-');
    if (language === pageLocale) return null;
    if (offered.includes(language)) return language;
  }
  return null;
}
