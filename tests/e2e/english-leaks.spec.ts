/**
 * No page of another language carries an English text: every text a built page shares with its
 * English twin is one that language says too, carries no words, or sits in a part marked as English
 * (`lang="en"`) or as a name (`translate="no"`).
 */
import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_LOCALE,
  LIVE_LOCALES,
  LOCALE_NAMES,
  type Locale,
} from '../../src/features/i18n/locales.ts';
import { TRANSLATIONS } from '../../src/features/i18n/messages/index.ts';
import { CURRENCIES } from '../../src/features/currency/currency-rules.ts';
import { destinationNameIn } from '../../src/features/catalogue/place-names.ts';
import { pageTexts } from '../support/page-texts.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(root, 'dist');

/** Every string value inside a parsed JSON document. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsOf)
      : [];

/** The files of `folder` (relative to content/) written in `locale`: `faq.fr.json`. */
function contentFilesIn(folder: string, locale: Locale): string[] {
  return readdirSync(join(root, 'content', folder))
    .filter((name) => name.endsWith(`.${locale}.json`) || name.endsWith(`.${locale}.md`))
    .map((name) => join(root, 'content', folder, name));
}

/** Everything `locale` says itself, as one text to search in. */
function ownWords(locale: Locale): string {
  const destinations = JSON.parse(readFileSync(join(root, 'content/countries.json'), 'utf8')) as {
    name: string;
    slug: string;
    code: string;
  }[];
  const copy = ['.', 'pages', 'legal']
    .flatMap((folder) => contentFilesIn(folder, locale))
    .map((file) => readFileSync(file, 'utf8'))
    .map((text) =>
      text.trimStart().startsWith('{') || text.trimStart().startsWith('[')
        ? stringsOf(JSON.parse(text)).join('\n')
        : text,
    );
  return [
    ...Object.values(TRANSLATIONS[locale]),
    ...copy,
    ...destinations.map((destination) => destinationNameIn(locale, destination)),
    LOCALE_NAMES[locale],
  ].join('\n');
}

const currencyCodes = new RegExp(`\\b(${CURRENCIES.join('|')})\\b`, 'g');
/**
 * Texts without three Latin letters in a row say nothing in English: prices (CHF 23.90), numbers,
 * country codes (BZ), 日本; nor do e-mail addresses.
 */
const hasWords = (text: string) =>
  /[A-Za-z]{3}/.test(text.replace(currencyCodes, '')) && !/\S+@\S+\.\S+/.test(text);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Whether `text` is one of the catalogue's sentences with its `{placeholders}` filled ('(7
 * sections)' from '({count} sections)'), each filling itself the language's own or wordless.
 */
function isFilledIn(text: string, own: string, patterns: RegExp[]): boolean {
  return patterns.some((pattern) => {
    const filled = pattern.exec(text);
    return (
      filled !== null && filled.slice(1).every((part) => !hasWords(part) || own.includes(part))
    );
  });
}

/** The catalogue's texts with placeholders, as patterns that capture each filling. */
const filledPatterns = (locale: Locale) =>
  Object.values(TRANSLATIONS[locale])
    .filter((text) => /\{\w+\}/.test(text))
    .map((text) => new RegExp(`^${escape(text).replace(/\\\{\w+\\\}/g, '(.+?)')}$`));

/** Every built page of `locale` and its English twin, as paths under dist/. */
function pagePairs(locale: Locale): { page: string; twin: string }[] {
  return readdirSync(join(dist, locale), { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({ page: join(locale, name), twin: name }))
    .filter(({ twin }) => existsSync(join(dist, twin)));
}

for (const locale of LIVE_LOCALES.filter((live) => live !== DEFAULT_LOCALE)) {
  test(`no ${locale} page shows an English text`, () => {
    const own = ownWords(locale);
    const patterns = filledPatterns(locale);
    const leaks = new Map<string, string[]>();
    const pairs = pagePairs(locale);
    expect(pairs.length).toBeGreaterThan(200);
    for (const { page, twin } of pairs) {
      const english = pageTexts(readFileSync(join(dist, twin), 'utf8'));
      for (const text of pageTexts(readFileSync(join(dist, page), 'utf8'))) {
        if (!english.has(text) || !hasWords(text) || own.includes(text)) continue;
        if (isFilledIn(text, own, patterns)) continue;
        leaks.set(text, [...(leaks.get(text) ?? []), `/${page}`]);
      }
    }
    const report = [...leaks]
      .sort(([, a], [, b]) => b.length - a.length)
      .map(([text, pages]) => `${text.slice(0, 100)} (${pages.length} pages, e.g. ${pages[0]})`);
    expect(report).toEqual([]);
  });
}
