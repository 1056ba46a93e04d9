/**
 * The scripts BaseLayout writes into every page's head: the theme script (inline, before first
 * paint, so a dark theme never flashes light) and the page's JSON-LD. THEME_SCRIPT is that
 * script's one source: the layout renders it and the CSP hashes it (content-security-policy.ts).
 */
import { jsonLdText } from './json-ld.ts';

export const THEME_SCRIPT =
  "try{if(localStorage.getItem('theme')==='dark')document.documentElement.classList.add('dark')}catch{}";

/** The head's scripts; JSON-LD escaped so no catalogue text can end its script element. */
export function headScriptsHtml(jsonLd?: Record<string, unknown>): string {
  const theme = `<script>${THEME_SCRIPT}</script>`;
  return jsonLd
    ? `${theme}<script type="application/ld+json">${jsonLdText(jsonLd)}</script>`
    : theme;
}
