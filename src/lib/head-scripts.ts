/**
 * The scripts every page's head gets: the inline first-paint script (theme and currency apply
 * before anything is drawn) and the page's JSON-LD. The CSP hashes the same string the layout
 * writes (content-security-policy.ts), so the two cannot drift apart.
 */
import { jsonLdText } from './json-ld.ts';

/** The head's scripts; JSON-LD escaped so no catalogue text can end its script element. */
export function headScriptsHtml(
  firstPaintScript: string,
  jsonLd?: Record<string, unknown>,
): string {
  const firstPaint = `<script>${firstPaintScript}</script>`;
  return jsonLd
    ? `${firstPaint}<script type="application/ld+json">${jsonLdText(jsonLd)}</script>`
    : firstPaint;
}
