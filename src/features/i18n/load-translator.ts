/**
 * A language's translator for server code (mails, and what functions answer): its catalogue is
 * imported the first time it is needed, so a function's module carries no texts and loads one
 * language's only when it writes in it (the build makes each catalogue a chunk of its own:
 * scripts/build-functions.ts). A language not live yet writes in English.
 */
import { DEFAULT_LOCALE, liveLocaleOf, type LiveLocale } from './locales.ts';
import type { Messages } from './messages/index.ts';
import { translatorOf, type Translator } from './translate.ts';

const CATALOGUE_LOADERS: Record<LiveLocale, () => Promise<Messages>> = {
  en: async () => (await import('./messages/en/index.ts')).en,
  fr: async () => (await import('./messages/fr/index.ts')).fr,
  de: async () => (await import('./messages/de/index.ts')).de,
  es: async () => (await import('./messages/es/index.ts')).es,
  it: async () => (await import('./messages/it/index.ts')).it,
  ja: async () => (await import('./messages/ja/index.ts')).ja,
};

const loaded = new Map<LiveLocale, Promise<Translator>>();

/** The translator of `locale` (an account's stored language, say); English for any other value. */
export function loadTranslator(locale: string | undefined = DEFAULT_LOCALE): Promise<Translator> {
  const live = liveLocaleOf(locale);
  let translator = loaded.get(live);
  if (!translator) {
    translator = CATALOGUE_LOADERS[live]().then((messages) => translatorOf(messages, live));
    loaded.set(live, translator);
  }
  return translator;
}
