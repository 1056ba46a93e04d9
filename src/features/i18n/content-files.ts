/**
 * Where each language's content lives (docs/decisions/0031-languages.md): a translation sits beside
 * its English file with the language before the extension (`faq.fr.json` beside `faq.json`), and
 * a collection keeps every language's entries under ids `<locale>/<id>` ('fr/0', 'en/terms').
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

/** 'content/faq.json' in `locale`: 'content/faq.fr.json'; English is the file itself. */
export function contentFileIn(locale: Locale, path: string): string {
  return locale === DEFAULT_LOCALE ? path : path.replace(/\.(\w+)$/, `.${locale}.$1`);
}

/** The id of entry `id` in `locale`'s entries: 'fr/0'. */
export function localizedId(locale: Locale, id: string): string {
  return `${locale}/${id}`;
}

/** An entry's id without its language: 'fr/0' → '0'. */
export function unlocalizedId(id: string): string {
  return id.slice(id.indexOf('/') + 1);
}

/** The id of a content file's entry: 'terms.fr.md' → 'fr/terms', 'terms.md' → 'en/terms'. */
export function localizedIdOfFile(fileName: string): string {
  const name = fileName.replace(/\.\w+$/, '');
  const locale = LOCALES.find((code) => code !== DEFAULT_LOCALE && name.endsWith(`.${code}`));
  return locale
    ? localizedId(locale, name.slice(0, -`.${locale}`.length))
    : localizedId(DEFAULT_LOCALE, name);
}
