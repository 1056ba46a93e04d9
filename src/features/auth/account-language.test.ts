import { expect, test } from 'vitest';
import { languageChoices } from './account-language.ts';

test('offers the live languages, each named in its own words', () => {
  expect(languageChoices('en')).toEqual([
    { locale: 'en', name: 'English' },
    { locale: 'fr', name: 'Français' },
    { locale: 'de', name: 'Deutsch' },
    { locale: 'es', name: 'Español' },
    { locale: 'it', name: 'Italiano' },
    { locale: 'ja', name: '日本語' },
  ]);
});

test('keeps the account’s own language in the list while it is not live', () => {
  expect(languageChoices('ja', ['en', 'fr'])).toEqual([
    { locale: 'en', name: 'English' },
    { locale: 'fr', name: 'Français' },
    { locale: 'ja', name: '日本語' },
  ]);
});
