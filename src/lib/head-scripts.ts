/**
 * The scripts BaseLayout writes into every page's head, as one string of HTML: the theme script
 * (inline, before first paint, so a dark-theme visitor never sees a light flash) and the page's
 * JSON-LD. THEME_SCRIPT is the one source of that script's text: the layout renders it and the
 * build's CSP allow-list hashes it (src/lib/page-scripts.ts), so the two cannot drift apart.
 */
import { jsonLdText } from './json-ld.ts';

export const THEME_SCRIPT = "try{if(localStorage.getItem('theme')==='dark')document.documentElement.classList.add('dark')}catch{}";

/** The head's scripts; JSON-LD escaped so no catalogue text can end its script element. */
export function headScriptsHtml(jsonLd?: Record<string, unknown>): string {
  const theme = `<script>${THEME_SCRIPT}</script>`;
  return jsonLd ? `${theme}<script type="application/ld+json">${jsonLdText(jsonLd)}</script>` : theme;
}
