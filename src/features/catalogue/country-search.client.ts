/**
 * Filters the destination cards on /countries as the visitor types: a substring of the names the
 * page wrote in each card's data-search-terms, case and accents aside; first value from ?search=,
 * an empty-state sentence when nothing matches (docs/product.md#screen-countries,
 * #validation-search).
 */
import { searchCountries } from './search.ts';
import { scriptTranslator } from '../i18n/script-texts.ts';

export function initCountrySearch(): void {
  const form = document.querySelector<HTMLFormElement>('[data-country-search]');
  const input = form?.querySelector<HTMLInputElement>('input[name="search"]');
  if (!form || !input) return;
  const t = scriptTranslator(form);
  const items = [...document.querySelectorAll<HTMLElement>('[data-search-item]')].map(
    (element) => ({ element, searchTerms: element.dataset.searchTerms ?? '' }),
  );
  const sections = [...document.querySelectorAll<HTMLElement>('[data-search-section]')];
  const empty = document.querySelector<HTMLElement>('[data-search-empty]');
  const status = form.querySelector<HTMLElement>('[data-search-status]');

  const apply = (text: string) => {
    const visible = new Set(searchCountries(items, text));
    for (const item of items) item.element.hidden = !visible.has(item);
    for (const section of sections)
      section.hidden = !section.querySelector('[data-search-item]:not([hidden])');
    if (empty) {
      empty.hidden = visible.size > 0;
      empty.textContent = t('catalogue.search.empty', { query: text.trim() });
    }
    if (status) status.textContent = t.plural('catalogue.search.found', visible.size);
  };

  input.value = new URLSearchParams(window.location.search).get('search') ?? '';
  if (input.value) apply(input.value);

  input.addEventListener('input', () => {
    apply(input.value);
    const url = new URL(window.location.href);
    if (input.value.trim()) url.searchParams.set('search', input.value.trim());
    else url.searchParams.delete('search');
    history.replaceState(null, '', url);
  });
  form.addEventListener('submit', (event) => event.preventDefault());
}
