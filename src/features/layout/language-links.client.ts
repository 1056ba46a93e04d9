/**
 * The language links and the language suggestion in the browser: each link remembers the choice
 * when clicked, keeps the address the page is served at (/checkout/<plan> is built as /checkout),
 * and the suggestion shows when the browser prefers another language the shop speaks.
 */
import { languageVersions } from '../i18n/language-versions.ts';
import { closeSuggestion, languageToSuggest, rememberLanguage } from './language-choice.ts';

export function initLanguageLinks(): void {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return; // Storage blocked: the links still work, nothing is remembered or suggested.
  }
  const here = languageVersions(window.location.pathname);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-link]')) {
    const locale = link.dataset.languageLink ?? '';
    const version = here.find((candidate) => candidate.locale === locale);
    if (version && link.closest('[data-keeps-page]'))
      link.href = `${version.path}${window.location.search}`;
    link.addEventListener('click', () => rememberLanguage(locale, storage));
  }

  const suggested = languageToSuggest(document.documentElement.lang, navigator.languages, storage);
  const bar =
    suggested && document.querySelector<HTMLElement>(`[data-language-suggestion="${suggested}"]`);
  if (!bar) return;
  bar.hidden = false;
  bar.querySelector('button')?.addEventListener('click', () => {
    closeSuggestion(storage);
    bar.hidden = true;
  });
}
