/**
 * Nothing lost in translation: every language has exactly the English keys, with the same
 * placeholders, and every key is used somewhere in the code (a key nobody reads is a text nobody
 * maintains).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIVE_LOCALES, LOCALES } from './locales.ts';
import { CATALOGUES, TRANSLATIONS } from './messages/index.ts';

const english = CATALOGUES.en;
const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const PLURAL_FORM = /\.(zero|one|two|few|many|other)$/;

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  const catalogue = TRANSLATIONS[locale];

  it('has every English key and no other', () => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
  });

  it('keeps each text’s placeholders', () => {
    for (const [key, text] of Object.entries(english)) {
      expect(placeholdersOf(catalogue[key as keyof typeof english]), key).toEqual(
        placeholdersOf(text),
      );
    }
  });
});

it('builds every live language, and only languages with a catalogue', () => {
  for (const locale of LIVE_LOCALES) expect(CATALOGUES[locale]).toBe(TRANSLATIONS[locale]);
});

it('gives every counted text its "other" form', () => {
  const keys = new Set(Object.keys(english));
  for (const key of keys) {
    if (PLURAL_FORM.test(key)) expect(keys, key).toContain(key.replace(PLURAL_FORM, '.other'));
  }
});

/** Every source file that may read a text: the shop's code, not its tests or catalogues. */
function sourceTexts(): string {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const files = ['src', 'netlify'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => join(dir, file))
      .filter((file) => /\.(ts|tsx|astro|mts)$/.test(file) && !/\.test\.ts$/.test(file))
      .filter((file) => !file.startsWith(join('src', 'features', 'i18n', 'messages'))),
  );
  return files.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
}

it('uses every English key in the code', () => {
  const code = sourceTexts();
  const unused = Object.keys(english)
    .map((key) => key.replace(PLURAL_FORM, ''))
    .filter((key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`));
  expect([...new Set(unused)]).toEqual([]);
});
