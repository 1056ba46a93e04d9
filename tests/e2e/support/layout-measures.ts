/**
 * Measures of a page's layout: the order of its parts, the lines of a text, what the chat button
 * covers.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** What a visitor taps or types into. */
const INTERACTIVE = 'a, button, input, select, textarea, [role="button"], [tabindex]';
/** Cards and their content: a country or plan card, an order, an article teaser. */
const CARDS = '.card, article';

/**
 * Scrolls the page top to bottom by the button's own height (so nothing passes under the fixed
 * button between two looks) and names every visible control or card the chat button's box
 * intersects and paints over, at any position. The button, its panel and hidden elements do not
 * count.
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
        (element) =>
          element !== launcher &&
          !element.contains(launcher) &&
          !element.closest('[data-chat-root]') &&
          shown(element),
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
          // Covered only where the button is painted over it: a sticky header passing over an
          // in-page button covers the button instead.
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

/** The tops of the parts, in the order given; each must sit below the one before. */
export async function expectTopToBottom(parts: [name: string, part: Locator][]): Promise<void> {
  const tops: [string, number][] = [];
  for (const [name, part] of parts) {
    await expect(part, name).toBeVisible();
    tops.push([name, (await part.boundingBox())!.y]);
  }
  const sorted = [...tops].sort((a, b) => a[1] - b[1]);
  expect(sorted.map(([name]) => name)).toEqual(parts.map(([name]) => name));
}

/**
 * Where a value's lines break: the characters each line ends with (the text of each line, read
 * from the position of every character), so a test can say it broke only after a dot or a dash.
 */
export async function linesOf(value: Locator): Promise<{ lines: string[]; byHeight: number }> {
  return value.evaluate((element) => {
    const lines: string[] = [];
    let lastTop: number | undefined;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < (node.textContent ?? '').length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        const character = node.textContent![index]!;
        if (lastTop === undefined || Math.abs(top - lastTop) > 2) lines.push(character);
        else lines[lines.length - 1] += character;
        lastTop = top;
      }
    }
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    return { lines, byHeight: Math.round(element.getBoundingClientRect().height / lineHeight) };
  });
}
