import { describe, expect, it } from 'vitest';
import { localeOfPage } from './locales.ts';

describe('localeOfPage', () => {
  it('reads the language from the first segment of the address', () => {
    expect(localeOfPage(new URL('https://roamly.test/fr/country/jp'))).toBe('fr');
    expect(localeOfPage(new URL('https://roamly.test/ja'))).toBe('ja');
    expect(localeOfPage(new URL('https://roamly.test/'))).toBe('en');
  });

  it('keeps a country page in English when its code is a language code: /country/de is Germany', () => {
    for (const code of ['de', 'es', 'fr', 'it'])
      expect(localeOfPage(new URL(`https://roamly.test/country/${code}`))).toBe('en');
    expect(localeOfPage(new URL('https://roamly.test/it/country/de'))).toBe('it');
  });
});
