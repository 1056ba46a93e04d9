/**
 * Filters the DeviceLists rows ([data-device]) as the visitor types: hides rows that do not match,
 * brand cards ([data-brand-card]) left empty, and shows the not-listed advice when nothing matches.
 * Its texts come from the checker's `data-texts`.
 */
import { scriptTranslator } from '../i18n/script-texts.ts';
import { describeDeviceMatches, matchesDevice } from './device-search.ts';

export function initDeviceChecker(): void {
  const root = document.querySelector<HTMLElement>('[data-device-checker]');
  const form = root?.querySelector('form');
  const input = root?.querySelector<HTMLInputElement>('input[type="search"]');
  if (!root || !form || !input) return;
  const t = scriptTranslator(root);
  const notCompatible = t('help.deviceLists.notCompatible');
  const status = root.querySelector<HTMLElement>('[data-device-status]');
  const advice = root.querySelector<HTMLElement>('[data-device-not-listed]');
  const cards = [...document.querySelectorAll<HTMLElement>('[data-brand-card]')];
  const rows = [...document.querySelectorAll<HTMLElement>('[data-device]')].map((element) => ({
    element,
    key: element.dataset.device ?? '',
    // DeviceLists marks a row that is not compatible only by its badge text.
    compatible: !(element.textContent ?? '').includes(notCompatible),
  }));

  const apply = () => {
    const query = input.value;
    const counts = { compatible: 0, notCompatible: 0 };
    for (const row of rows) {
      const visible = matchesDevice(row.key, query);
      row.element.hidden = !visible;
      if (visible) counts[row.compatible ? 'compatible' : 'notCompatible'] += 1;
    }
    for (const card of cards) card.hidden = !card.querySelector('[data-device]:not([hidden])');
    const blank = query.trim() === '';
    if (status) status.textContent = describeDeviceMatches(query, counts, t);
    if (advice) advice.hidden = blank || counts.compatible + counts.notCompatible > 0;
  };

  // 'search' covers the native clear button and Escape in browsers that fire it without 'input'.
  input.addEventListener('input', apply);
  input.addEventListener('search', apply);
  form.addEventListener('submit', (event) => event.preventDefault());
  // The browser may restore the typed text on back navigation.
  if (input.value) apply();
}
