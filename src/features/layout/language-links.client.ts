/**
 * The language links and suggestion in the browser: each link keeps the address the page is served
 * at (/checkout/<plan> is built as /checkout) and remembers the choice; the suggestion shows the
 * browser's preferred language. Small: it loads on every page.
 */
import { localizedPath, unlocalizedPath, type Locale } from '../i18n/locales.ts';
import {
  CHOSEN_LANGUAGE_KEY,
  languageToSuggest,
  SUGGESTION_CLOSED_KEY,
} from './language-choice.ts';

export function initLanguageLinks(): void {
  let storage: Storage;
  try {
    storage = localStorage;
  } catch {
    return; // Storage blocked: the links still work; nothing is remembered or suggested.
  }
  const { pathname, search } = location;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
    if (link.closest('[data-keeps-page]'))
      link.href = localizedPath(link.hreflang as Locale, unlocalizedPath(pathname)) + search;
    link.addEventListener('click', () => storage.setItem(CHOSEN_LANGUAGE_KEY, link.hreflang));
  }

  const bars = [...document.querySelectorAll<HTMLElement>('[data-language-suggestion]')];
  const suggested = languageToSuggest(
    document.documentElement.lang,
    navigator.languages,
    bars.map((bar) => bar.lang),
    storage,
  );
  const bar = bars.find((candidate) => candidate.lang === suggested);
  bar?.querySelector('button')?.addEventListener('click', () => {
    storage.setItem(SUGGESTION_CLOSED_KEY, '1');
    bar.hidden = true;
  });
  if (bar) bar.hidden = false;
}
