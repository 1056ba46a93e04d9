/**
 * A translated content file (`faq.fr.json` beside `faq.json`, `terms.fr.md` beside `terms.md`) has
 * the English file's exact shape: the same keys, entries and order, the same ids, codes, numbers,
 * images and colours, and the same placeholders; only the words differ. So a page built from it can
 * never lose an entry or point somewhere else.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../src/features/i18n/locales.ts';

const root = join(import.meta.dirname, '..');

/** Each text file, and the fields whose strings are data, not words (the same in every language). */
const JSON_FILES: Record<string, { sameStrings: string[]; freeLength?: string[] }> = {
  'content/faq.json': { sameStrings: [] },
  'content/testimonials.json': { sameStrings: ['image'] },
  'content/pages/how-it-works.json': { sameStrings: [] },
  'content/pages/installation.json': { sameStrings: [] },
  'content/presentation.json': { sameStrings: ['greeting', 'from', 'to'] },
  'content/regions.json': { sameStrings: ['slug', 'countries', 'pattern'] },
  // Each language has its own words to match; the links are the same pages.
  'content/chat-rules.json': { sameStrings: ['link'], freeLength: ['keywords'] },
};
const MARKDOWN_FILES = [
  'content/legal/terms.md',
  'content/legal/privacy.md',
  'content/legal/cookies.md',
];

const siblingOf = (path: string, locale: string) => path.replace(/\.(json|md)$/, `.${locale}.$1`);
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

/** Where the translation's shape departs from the English one, as 'path: what'. */
function shapeProblems(
  english: unknown,
  translated: unknown,
  rules: { sameStrings: string[]; freeLength?: string[] },
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
    if (rules.sameStrings.includes(key) && english !== translated)
      return [`${path}: must stay ${JSON.stringify(english)}`];
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
    LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)
      .map((locale) => ({ path, locale, sibling: siblingOf(path, locale) }))
      .filter(({ sibling }) => existsSync(join(root, sibling))),
  );
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe.each(translations(Object.keys(JSON_FILES)))('$sibling', ({ path, sibling }) => {
  test('has the English file’s shape, data and placeholders', () => {
    expect(
      shapeProblems(JSON.parse(read(path)), JSON.parse(read(sibling)), JSON_FILES[path]!),
    ).toEqual([]);
  });
});

/** The front matter's keys and its `updated` date, and the headings' count. */
function markdownShape(text: string) {
  const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  const fields = frontMatter.split('\n').map((line) => line.split(':')[0]);
  return {
    fields,
    updated: /^updated: (.*)$/m.exec(frontMatter)?.[1],
    sections: body.match(/^## /gm)?.length ?? 0,
    subsections: body.match(/^### /gm)?.length ?? 0,
  };
}

describe.each(translations(MARKDOWN_FILES))('$sibling', ({ path, sibling }) => {
  test('has the English page’s front matter, date and sections', () => {
    expect(markdownShape(read(sibling))).toEqual(markdownShape(read(path)));
  });
});

test('the check finds the English files it compares with', () => {
  for (const path of [...Object.keys(JSON_FILES), ...MARKDOWN_FILES])
    expect(existsSync(join(root, path)), path).toBe(true);
});
