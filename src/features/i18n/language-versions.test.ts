import { describe, expect, it } from 'vitest';
import { alternateLinks, languageVersions } from './language-versions.ts';

describe('languageVersions', () => {
  it('gives the same page in every live language, whichever language it is read from', () => {
    const expected = [
      { locale: 'en', path: '/country/jp' },
      { locale: 'fr', path: '/fr/country/jp' },
      { locale: 'de', path: '/de/country/jp' },
      { locale: 'es', path: '/es/country/jp' },
      { locale: 'it', path: '/it/country/jp' },
      { locale: 'ja', path: '/ja/country/jp' },
    ];
    expect(languageVersions('/country/jp')).toEqual(expected);
    expect(languageVersions('/fr/country/jp/')).toEqual(expected);
    expect(languageVersions('/de/country/jp')).toEqual(expected);
  });

  it('writes the home page as / in English and /fr in French', () => {
    expect(languageVersions('/fr/').map(({ path }) => path)).toEqual([
      '/',
      '/fr',
      '/de',
      '/es',
      '/it',
      '/ja',
    ]);
  });
});

describe('alternateLinks', () => {
  it('names every language with an absolute URL, then x-default at the English page', () => {
    const links = alternateLinks('/it/faq', 'https://roamly.example');
    expect(links[0]).toEqual({ hreflang: 'en', href: 'https://roamly.example/faq' });
    expect(links).toContainEqual({ hreflang: 'ja', href: 'https://roamly.example/ja/faq' });
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://roamly.example/faq' });
    expect(links).toHaveLength(7);
  });
});
