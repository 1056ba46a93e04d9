/**
 * The hero search: trimmed text to /countries?search=…, empty text to /countries, in the page's
 * language (docs/product.md#screen-home).
 */
import { searchDestination } from '../layout/nav.ts';
import { pageLocale } from '../i18n/script-texts.ts';

export function initHeroSearch(form: HTMLFormElement): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = new FormData(form).get('search');
    window.location.assign(searchDestination(typeof text === 'string' ? text : '', pageLocale()));
  });
}
