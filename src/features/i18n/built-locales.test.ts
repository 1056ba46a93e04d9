import { afterEach, describe, expect, test } from 'vitest';
import { builtLocales, localeStaticPaths, withLocales } from './built-locales.ts';
import { LIVE_LOCALES } from './locales.ts';

const before = process.env.BUILD_LANGUAGES;
afterEach(() => {
  if (before === undefined) delete process.env.BUILD_LANGUAGES;
  else process.env.BUILD_LANGUAGES = before;
});

describe('the languages a build renders', () => {
  test('every live language, unless told otherwise', () => {
    delete process.env.BUILD_LANGUAGES;
    expect(builtLocales()).toEqual(LIVE_LOCALES);
    expect(localeStaticPaths().map(({ params }) => params.locale)).toEqual([
      undefined,
      'fr',
      'de',
      'es',
      'it',
      'ja',
    ]);
    expect(withLocales([{ params: { code: 'jp' } }])).toHaveLength(LIVE_LOCALES.length);
  });

  test("English alone for npm start's quick first build (BUILD_LANGUAGES=en)", () => {
    process.env.BUILD_LANGUAGES = 'en';
    expect(builtLocales()).toEqual(['en']);
    expect(localeStaticPaths()).toEqual([{ params: { locale: undefined } }]);
    expect(withLocales([{ params: { code: 'jp' } }])).toEqual([
      { params: { code: 'jp', locale: undefined } },
    ]);
  });

  test('a value it does not know stops the build, naming the variable', () => {
    process.env.BUILD_LANGUAGES = 'fr';
    expect(() => builtLocales()).toThrow('Environment variable BUILD_LANGUAGES must be all or en');
  });
});
