/**
 * The site's tabs (WAI-ARIA tabs, automatic activation): a click or Left/Right/Home/End selects a
 * tab, moves the roving tabindex and shows only its panel. A tab with `data-tab="key"` also opens
 * when the page's URL ends in #key. Markup: role="tab" buttons with aria-controls naming panels.
 */
import { tabIndexForHash, tabIndexForKey } from './tabs.ts';

export function initTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];

  const select = (index: number, moveFocus: boolean) => {
    tabs.forEach((tab, i) => {
      const selected = i === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    });
    if (moveFocus) tabs[index]?.focus();
  };

  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => select(index, false));
    tab.addEventListener('keydown', (event) => {
      const target = tabIndexForKey(event.key, index, tabs.length);
      if (target === null) return;
      event.preventDefault();
      select(target, true);
    });
  });

  const fromHash = tabIndexForHash(
    tabs.map((tab) => tab.dataset.tab),
    window.location.hash,
  );
  if (fromHash !== null) select(fromHash, false);
}
