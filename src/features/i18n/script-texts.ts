/**
 * Texts for a page's plain scripts (no React). The page writes the script's slice of the catalogue
 * as JSON in a `data-texts` attribute (`JSON.stringify(islandTexts(...))`), so a script ships no
 * text of its own and reads the page's language from `<html lang>`.
 */
import { parseJson } from '../../lib/json.ts';
import { liveLocaleOf, type LiveLocale } from './locales.ts';
import { translatorOf, type Messages, type Translator } from './translate.ts';

/** The language of the page the script runs on. */
export function pageLocale(): LiveLocale {
  return liveLocaleOf(document.documentElement.lang);
}

/** A translator over the texts of `element`, or of its nearest ancestor that carries some. */
export function scriptTranslator(element: Element): Translator {
  const raw = element.closest<HTMLElement>('[data-texts]')?.dataset.texts;
  const texts = raw === undefined ? undefined : parseJson(raw);
  const messages = typeof texts === 'object' && texts !== null ? texts : {};
  return translatorOf(messages as Partial<Messages>, pageLocale());
}
