/**
 * The scripts BaseLayout writes into every page's head: the first-paint script (inline, so what a
 * visitor chose, a dark theme or a currency, applies before anything is drawn) and the page's
 * JSON-LD. The layout passes the first-paint script, and the CSP hashes that same string
 * (content-security-policy.ts), so the two cannot drift apart.
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
