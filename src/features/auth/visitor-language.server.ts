/**
 * The language a function answers a visitor in: the one their request asks for in Accept-Language
 * (the browser's API client sends the page's), English by default
 * (docs/decisions/0032-answers-in-the-visitors-language.md).
 */
import { negotiateLocale } from '../i18n/accept-language.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import { translateIfKey, type Translator } from '../i18n/translate.ts';

export interface VisitorLanguage {
  /** The translator of the request's language. */
  t: Translator;
  /** A shared schema's message (a catalogue key) in that language, for readJson. */
  describe: (message: string) => string;
}

export async function visitorLanguage(req: Request): Promise<VisitorLanguage> {
  const t = await loadTranslator(negotiateLocale(req.headers.get('accept-language')));
  return { t, describe: (message) => translateIfKey(t, message) };
}

/** The staff's tools answer in English, whatever language the request asks for. */
export function staffTranslator(): Promise<Translator> {
  return loadTranslator('en');
}
