/**
 * Hides images marked `data-hide-on-error` that fail to load, including those that failed before
 * this ran (a payment logo is hidden; a flag gives way to its country code: docs/product.md#flags).
 * No inline onerror handlers: the CSP forbids them.
 */
export function hideBrokenImages(images: Iterable<HTMLImageElement>): void {
  for (const image of images) {
    if (image.complete && image.naturalWidth === 0 && image.currentSrc !== '') image.hidden = true;
    else image.addEventListener('error', () => (image.hidden = true), { once: true });
  }
}
