import { describe, expect, it } from 'vitest';
import {
  CHOSEN_LANGUAGE_KEY,
  languageToSuggest,
  SUGGESTION_CLOSED_KEY,
} from './language-choice.ts';
import { memoryStorage } from '../../../tests/support/memory-storage.ts';

/** One visitor's localStorage, holding `values`. */
function visitorStorage(values: Record<string, string> = {}): Storage {
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(values)) storage.setItem(key, value);
  return storage;
}

/** What every page offers besides its own language. */
const othersThan = (page: string) => ['en', 'fr', 'de', 'es', 'it', 'ja'].filter((l) => l !== page);

describe('languageToSuggest', () => {
  it("suggests the browser's language on a page in another language", () => {
    expect(languageToSuggest('en', ['fr-FR', 'fr', 'en'], othersThan('en'), visitorStorage())).toBe(
      'fr',
    );
    expect(languageToSuggest('fr', ['nl', 'de-AT'], othersThan('fr'), visitorStorage())).toBe('de');
  });

  it("suggests nothing when the page is in the browser's first language the shop speaks", () => {
    expect(languageToSuggest('fr', ['pt', 'fr-CA', 'en'], othersThan('fr'), visitorStorage())).toBe(
      null,
    );
  });

  it('suggests nothing when the browser names no language the page is offered in', () => {
    expect(languageToSuggest('en', ['nl', 'pt-BR'], othersThan('en'), visitorStorage())).toBeNull();
    expect(languageToSuggest('en', ['fr'], [], visitorStorage())).toBeNull();
  });

  it('suggests nothing once the visitor chose a language, even the page’s own', () => {
    const storage = visitorStorage({ [CHOSEN_LANGUAGE_KEY]: 'en' });
    expect(languageToSuggest('en', ['fr'], othersThan('en'), storage)).toBeNull();
  });

  it('suggests nothing once the visitor closed the suggestion', () => {
    const storage = visitorStorage({ [SUGGESTION_CLOSED_KEY]: '1' });
    expect(languageToSuggest('en', ['fr'], othersThan('en'), storage)).toBeNull();
  });
});
