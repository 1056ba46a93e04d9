/** Whether the chat button covers anything a visitor reads or uses, at every scroll position of the page. */
import type { Page } from '@playwright/test';

/** What a visitor taps or types into. */
const INTERACTIVE = 'a, button, input, select, textarea, [role="button"], [tabindex]';
/** Cards and their content: a country or plan card, an order, an article teaser. */
const CARDS = '.card, article';

/**
 * Scrolls the page from top to bottom by the button's own height (so nothing can pass under a
 * fixed button between two looks) and names every visible control or card the chat button's box
 * intersects, and is painted over, at any position: none, for a button that covers nothing. The
 * button itself, its own chat panel and hidden elements do not count.
 */
export function chatButtonOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ interactive, cards }) => {
      const launcher = document.querySelector('[data-chat-launcher]');
      if (!launcher) return ['no chat button on the page'];
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
      };
      const targets = [...document.querySelectorAll(`${interactive}, ${cards}`)].filter(
        (element) => element !== launcher && !element.contains(launcher) && !element.closest('[data-chat-root]') && shown(element),
      );
      const name = (element: Element) =>
        `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className).slice(0, 40)}"` : ''}> ${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}`;
      const covered = new Set<string>();
      const root = document.documentElement;
      root.style.scrollBehavior = 'auto';
      const last = Math.max(0, root.scrollHeight - innerHeight);
      const step = Math.max(24, launcher.getBoundingClientRect().height);
      for (let y = 0; ; y = Math.min(y + step, last)) {
        scrollTo(0, y);
        const button = launcher.getBoundingClientRect();
        for (const element of targets) {
          const box = element.getBoundingClientRect();
          const left = Math.max(box.left, button.left);
          const right = Math.min(box.right, button.right);
          const top = Math.max(box.top, button.top);
          const bottom = Math.min(box.bottom, button.bottom);
          if (left >= right || top >= bottom) continue;
          // Covered only where the button is painted over it: a sticky header passing over an in-page button covers the button instead.
          const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
          if (onTop && launcher.contains(onTop)) covered.add(name(element));
        }
        if (y >= last) break;
      }
      return [...covered];
    },
    { interactive: INTERACTIVE, cards: CARDS },
  );
}
