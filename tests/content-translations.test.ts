/**
 * Every content file has a translation in each language with the English file's exact shape: the
 * same keys, entries, order, ids, codes, numbers, images, links and placeholders; only the words
 * differ, so a built page never loses an entry or points elsewhere.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../src/features/i18n/locales.ts';
import { contentFileIn } from '../src/features/i18n/content-files.ts';
import { chatRulesSchema } from '../src/features/support/chat/chat-rules.ts';

const root = join(import.meta.dirname, '..');

/**
 * Each text file, the fields whose strings are data, not words (the same in every language), and
 * the paths among them that are words after all.
 */
interface FileRules {
  sameStrings: string[];
  freeLength?: string[];
  translatedPaths?: string[];
}
const JSON_FILES: Record<string, FileRules> = {
  'content/faq.json': { sameStrings: [] },
  'content/testimonials.json': { sameStrings: ['image'] },
  'content/pages/how-it-works.json': { sameStrings: [] },
  'content/pages/installation.json': { sameStrings: [] },
  // A country's greeting is its own hello; the default one is the shop's welcome, translated.
  'content/presentation.json': {
    sameStrings: ['greeting', 'from', 'to'],
    translatedPaths: ['default.greeting'],
  },
  'content/regions.json': { sameStrings: ['slug', 'countries', 'pattern'] },
  // Each language has its own words to match; the links are the same pages.
  'content/chat-rules.json': { sameStrings: ['link'], freeLength: ['keywords'] },
};
const MARKDOWN_FILES = [
  'content/legal/terms.md',
  'content/legal/privacy.md',
  'content/legal/cookies.md',
  'content/legal/commercial-disclosure.md',
];

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

/** Where the translation's shape departs from the English one, as 'path: what'. */
function shapeProblems(
  english: unknown,
  translated: unknown,
  rules: FileRules,
  path = '',
): string[] {
  const key =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? '';
  if (typeof english !== typeof translated || Array.isArray(english) !== Array.isArray(translated))
    return [`${path}: ${JSON.stringify(translated)} is not shaped like ${JSON.stringify(english)}`];
  if (Array.isArray(english)) {
    const other = translated as unknown[];
    if (rules.freeLength?.includes(key)) return [];
    if (english.length !== other.length)
      return [`${path}: ${other.length} entries instead of ${english.length}`];
    return english.flatMap((item, i) =>
      shapeProblems(item, other[i], rules, path ? `${path}.${i}` : String(i)),
    );
  }
  if (typeof english === 'object' && english !== null) {
    const other = translated as Record<string, unknown>;
    const keys = Object.keys(english);
    if (keys.join() !== Object.keys(other).join())
      return [`${path}: keys ${Object.keys(other).join()} instead of ${keys.join()}`];
    return keys.flatMap((name) =>
      shapeProblems(
        (english as Record<string, unknown>)[name],
        other[name],
        rules,
        path ? `${path}.${name}` : name,
      ),
    );
  }
  if (typeof english === 'string') {
    const data = rules.sameStrings.includes(key) && !rules.translatedPaths?.includes(path);
    if (data && english !== translated) return [`${path}: must stay ${JSON.stringify(english)}`];
    if (placeholders(english).join() !== placeholders(translated as string).join())
      return [
        `${path}: placeholders ${placeholders(translated as string)} instead of ${placeholders(english)}`,
      ];
    return [];
  }
  return english === translated ? [] : [`${path}: must stay ${JSON.stringify(english)}`];
}

const translations = (paths: string[]) =>
  paths.flatMap((path) =>
    LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({
      path,
      locale,
      sibling: contentFileIn(locale, path),
    })),
  );
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe.each(translations([...Object.keys(JSON_FILES), ...MARKDOWN_FILES]))(
  '$sibling',
  ({ sibling }) => {
    test('exists, so the page in its language never falls back to English', () => {
      expect(existsSync(join(root, sibling))).toBe(true);
    });
  },
);

describe.each(translations(Object.keys(JSON_FILES)))('$sibling', ({ path, sibling }) => {
  test('has the English file’s shape, data and placeholders', () => {
    expect(
      shapeProblems(JSON.parse(read(path)), JSON.parse(read(sibling)), JSON_FILES[path]!),
    ).toEqual([]);
  });
});

/** The front matter and the body of a markdown page. */
function markdownParts(text: string) {
  const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  return { frontMatter, body };
}

/** The front matter's keys and `updated` date, the headings' count, the links and placeholders. */
function markdownShape(text: string, { frontMatter, body } = markdownParts(text)) {
  return {
    fields: frontMatter.split('\n').map((line) => line.split(':')[0]),
    updated: /^updated: (.*)$/m.exec(frontMatter)?.[1],
    sections: body.match(/^## /gm)?.length ?? 0,
    subsections: body.match(/^### /gm)?.length ?? 0,
    links: [...body.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]),
    placeholders: placeholders(body),
  };
}

/** How each language names English, in its note that the English version prevails. */
const ENGLISH_NAMED: Record<Exclude<Locale, 'en'>, RegExp> = {
  fr: /version anglaise/,
  de: /englische Fassung/,
  es: /versión en inglés/,
  it: /versione inglese/,
  ja: /英語版/,
};

/** How each language names the Japanese version, in the commercial disclosure's note. */
const JAPANESE_NAMED: Record<Exclude<Locale, 'en'>, RegExp> = {
  fr: /version japonaise/,
  de: /japanische Fassung/,
  es: /versión japonesa/,
  it: /versione giapponese/,
  ja: /日本語版/,
};

describe.each(translations(MARKDOWN_FILES))('$sibling', ({ path, locale, sibling }) => {
  test('has the English page’s front matter, date, sections, links and placeholders', () => {
    expect(markdownShape(read(sibling))).toEqual(markdownShape(read(path)));
  });

  // The Japanese commercial disclosure is the one Japan's Act asks for: it prevails instead.
  const statutoryJapanese = path === 'content/legal/commercial-disclosure.md';
  test(`opens with the note that the ${statutoryJapanese ? 'Japanese' : 'English'} version prevails`, () => {
    const firstParagraph = markdownParts(read(sibling)).body.trim().split('\n\n')[0];
    const named = statutoryJapanese ? JAPANESE_NAMED : ENGLISH_NAMED;
    expect(firstParagraph).toMatch(named[locale as Exclude<Locale, 'en'>]);
  });
});

/** The names a policy's tables list in their first column (`__Host-sid`, `theme`…), in order. */
const tableNames = (text: string) => [...text.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);

// tests/e2e/cookie-truth.spec.ts holds the English list to what the browser keeps.
describe.each(translations(['content/legal/cookies.md']))('$sibling', ({ path, sibling }) => {
  test('lists the very cookies and stored keys the English policy lists', () => {
    expect(tableNames(read(sibling))).toEqual(tableNames(read(path)));
  });
});

describe.each(translations(['content/chat-rules.json']))('$sibling', ({ sibling }) => {
  test('passes the chat rules’ schema', () => {
    expect(chatRulesSchema.safeParse(JSON.parse(read(sibling))).error).toBeUndefined();
  });
});

describe.each(translations(['content/testimonials.json']))('$sibling', ({ path, sibling }) => {
  test('names each traveller as the English does, then the trip: "Priya N., …"', () => {
    const names = (file: string) =>
      (JSON.parse(read(file)) as { author: string }[]).map(({ author }) => author.split(', ')[0]);
    expect(names(sibling)).toEqual(names(path));
  });
});

test('the check finds the English files it compares with', () => {
  for (const path of [...Object.keys(JSON_FILES), ...MARKDOWN_FILES])
    expect(existsSync(join(root, path)), path).toBe(true);
});
