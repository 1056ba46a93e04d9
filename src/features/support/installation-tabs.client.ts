/**
 * WAI-ARIA tabs with automatic activation: click, or arrow keys / Home / End on the tab list
 * (wrapping at both ends). A link to #android (or another tab key) opens that tab.
 */

/** The tab index a key moves to, or undefined for keys the tab list does not handle. */
export function nextTabIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

export function initTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];

  const select = (selected: HTMLButtonElement, focus: boolean) => {
    for (const tab of tabs) {
      const isSelected = tab === selected;
      tab.setAttribute('aria-selected', String(isSelected));
      tab.tabIndex = isSelected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !isSelected;
    }
    if (focus) selected.focus();
  };

  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => select(tab, false));
    tab.addEventListener('keydown', (event) => {
      const next = nextTabIndex(event.key, index, tabs.length);
      const target = next === undefined ? undefined : tabs[next];
      if (!target) return;
      event.preventDefault();
      select(target, true);
    });
  });

  const fromHash = tabs.find((tab) => `#${tab.dataset.tab}` === window.location.hash);
  if (fromHash) select(fromHash, false);
}
