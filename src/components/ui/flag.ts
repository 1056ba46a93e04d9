/** What Flag.astro and Flag.tsx share: a self-hosted flag (flag-icons, 4:3) over its code. */

/** The frame: the code's text shows in it when the image fails (docs/product.md#flags). */
export const FLAG_FRAME_CLASS =
  'relative inline-grid shrink-0 place-items-center overflow-hidden rounded-md bg-slate-200 text-xs font-bold text-slate-700 ring-1 ring-black/10 dark:bg-slate-700 dark:text-slate-100';

/** The image of a country code's flag (public/flags, copied from flag-icons at build). */
export function flagSource(code: string): string {
  return `/flags/${code.toLowerCase()}.svg`;
}

/** The text under the image. */
export function flagLabel(code: string): string {
  return code.toUpperCase();
}

/** The height of a flag `width` px wide. */
export function flagHeight(width: number): number {
  return Math.round((width * 3) / 4);
}
