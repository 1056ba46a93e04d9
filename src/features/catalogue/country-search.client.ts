/**
 * Filters the /countries cards as the visitor types, by any of a destination's names, aliases and
 * code, accents aside, whole names first (docs/product.md#screen-countries). The names load from
 * /search-terms.json on first use, so the page does not carry them.
 */
import { foldForSearch, searchCountries } from './search.ts';

const TERMS_URL = '/search-terms.json';

function fetchTerms(): Promise<Record<string, string>> {
  return fetch(TERMS_URL)
    .then((answer) => (answer.ok ? (answer.json() as Promise<Record<string, string>>) : {}))
    .catch(() => ({}));
}
import { scriptTranslator } from '../i18n/script-texts.ts';

export function initCountrySearch(): void {
  const form = document.querySelector<HTMLFormElement>('[data-country-search]');
  const input = form?.querySelector<HTMLInputElement>('input[name="search"]');
  if (!form || !input) return;
  const t = scriptTranslator(form);
  const items = [...document.querySelectorAll<HTMLElement>('[data-search-item]')].map(
    (element) => ({ element, searchTerms: foldForSearch(element.textContent ?? '') }),
  );
  const sections = [...document.querySelectorAll<HTMLElement>('[data-search-section]')];
  const empty = document.querySelector<HTMLElement>('[data-search-empty]');
  const status = form.querySelector<HTMLElement>('[data-search-status]');

  const apply = (text: string) => {
    const found = searchCountries(items, text);
    const visible = new Set(found);
    for (const item of items) item.element.hidden = !visible.has(item);
    // Best match first in its list; an empty search puts every card back in its first order.
    for (const item of found) item.element.parentElement?.append(item.element);
    for (const section of sections)
      section.hidden = !section.querySelector('[data-search-item]:not([hidden])');
    if (empty) {
      empty.hidden = visible.size > 0;
      empty.textContent = t('catalogue.search.empty', { query: text.trim() });
    }
    if (status) status.textContent = t.plural('catalogue.search.found', visible.size);
  };

  // Once the names arrive, they replace the card's text (which also holds its plan count).
  let terms: Promise<unknown> | undefined;
  const loadTerms = () =>
    (terms ??= fetchTerms().then((found) => {
      for (const item of items)
        item.searchTerms = found[item.element.dataset.searchItem ?? ''] ?? item.searchTerms;
      if (input.value) apply(input.value);
    }));

  input.value = new URLSearchParams(window.location.search).get('search') ?? '';
  if (input.value) {
    apply(input.value);
    void loadTerms();
  }

  input.addEventListener('focus', () => void loadTerms(), { once: true });
  input.addEventListener('input', () => {
    void loadTerms();
    apply(input.value);
    const url = new URL(window.location.href);
    if (input.value.trim()) url.searchParams.set('search', input.value.trim());
    else url.searchParams.delete('search');
    history.replaceState(null, '', url);
  });
  form.addEventListener('submit', (event) => event.preventDefault());
}
