import { describe, expect, it } from 'vitest';
import {
  closeSuggestion,
  languageToSuggest,
  rememberLanguage,
  CHOSEN_LANGUAGE_KEY,
} from './language-choice.ts';

/** localStorage as the browser keeps it, for one visitor. */
function visitorStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('languageToSuggest', () => {
  it("suggests the browser's language on a first page in another language", () => {
    expect(languageToSuggest('en', ['fr-FR', 'fr', 'en'], visitorStorage())).toBe('fr');
    expect(languageToSuggest('fr', ['nl', 'de-AT'], visitorStorage())).toBe('de');
  });

  it("suggests nothing when the page is already in the browser's language", () => {
    expect(languageToSuggest('fr', ['fr-CA', 'en'], visitorStorage())).toBeNull();
  });

  it('suggests nothing when the browser names no language the shop speaks', () => {
    expect(languageToSuggest('en', ['nl', 'pt-BR'], visitorStorage())).toBeNull();
  });

  it('suggests nothing again once the visitor chose a language, even the page’s own', () => {
    const storage = visitorStorage();
    rememberLanguage('en', storage);
    expect(storage.getItem(CHOSEN_LANGUAGE_KEY)).toBe('en');
    expect(languageToSuggest('en', ['fr'], storage)).toBeNull();
  });

  it('suggests nothing again once the visitor closed the suggestion', () => {
    const storage = visitorStorage();
    closeSuggestion(storage);
    expect(languageToSuggest('en', ['fr'], storage)).toBeNull();
  });
});
