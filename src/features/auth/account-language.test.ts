import { expect, test } from 'vitest';
import { languageChoices } from './account-language.ts';

test('offers the live languages, each named in its own words', () => {
  expect(languageChoices('en')).toEqual([{ locale: 'en', name: 'English' }]);
});

test('keeps the account’s own language in the list while it is not live yet', () => {
  expect(languageChoices('ja')).toEqual([
    { locale: 'en', name: 'English' },
    { locale: 'ja', name: '日本語' },
  ]);
});
