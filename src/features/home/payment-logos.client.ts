/** Hides payment logos that fail to load (spec §2), including those that failed before this ran. */
export function hideBrokenImages(images: Iterable<HTMLImageElement>): void {
  for (const image of images) {
    if (image.complete && image.naturalWidth === 0 && image.currentSrc !== '') image.hidden = true;
    else image.addEventListener('error', () => (image.hidden = true), { once: true });
  }
}
