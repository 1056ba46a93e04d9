/**
 * Which scripts a built page may contain: inline scripts only when their text is one the code is
 * known to emit (an allow-list by source), data blocks only as escaped JSON, external scripts only
 * from our own bundle; anything else fails the build, so an injected script never earns a hash
 * (docs/decisions/0019-content-security-policy.md).
 */
import { createHash } from 'node:crypto';
import islandLoader from 'astro/runtime/server/astro-island.prebuilt.js';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import mediaDirective from 'astro/runtime/client/media.prebuilt.js';
import onlyDirective from 'astro/runtime/client/only.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import { THEME_SCRIPT } from './head-scripts.ts';
import { readScripts, type PageScript } from './script-tags.ts';

/** Inline scripts the code emits, by where their text comes from. */
export const KNOWN_INLINE_SCRIPTS: ReadonlyMap<string, string> = new Map([
  ['the theme script (src/lib/head-scripts.ts)', THEME_SCRIPT],
  // Astro writes these before the first island of a page (astro/dist/runtime/server/scripts.js).
  ["Astro's island loader", islandLoader],
  ["Astro's client:idle directive", idleDirective],
  ["Astro's client:load directive", loadDirective],
  ["Astro's client:media directive", mediaDirective],
  ["Astro's client:only directive", onlyDirective],
  ["Astro's client:visible directive", visibleDirective],
]);

/** Where external scripts may come from: the build's own bundle. */
const SCRIPT_SOURCE_PREFIXES = ['/_astro/'];
/** Script types a browser does not run: data blocks. Any other type counts as executable. */
const DATA_TYPES = new Set(['application/ld+json', 'application/json']);

/** The CSP source expression of a script's text, as the browser computes it (UTF-8, SHA-256). */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const ALLOWED_HASHES: ReadonlySet<string> = new Set([...KNOWN_INLINE_SCRIPTS.values()].map(scriptHash));

export interface PageScriptCheck {
  /** Hashes of the allowed inline scripts the page uses. */
  hashes: string[];
  /** One line per script the page must not have, naming the page. */
  problems: string[];
}

export function checkPageScripts(page: string, html: string, allowed: ReadonlySet<string> = ALLOWED_HASHES): PageScriptCheck {
  const hashes = new Set<string>();
  const problems: string[] = [];
  for (const script of readScripts(html)) {
    const problem = problemOf(script, allowed);
    if (problem) problems.push(`${page}: ${problem}: ${quote(script.tag)}`);
    else if (isExecutable(script) && script.src === undefined) hashes.add(scriptHash(script.body));
  }
  return { hashes: [...hashes], problems };
}

/** The hashes for the CSP of one page, or an error naming the page and each unknown script. */
export function pageScriptHashes(page: string, html: string): string[] {
  const { hashes, problems } = checkPageScripts(page, html);
  if (problems.length > 0) throw new Error(`Scripts the code is not known to emit:\n${problems.join('\n')}`);
  return hashes;
}

function problemOf(script: PageScript, allowed: ReadonlySet<string>): string | undefined {
  if (!script.closed) return 'a script element that never ends';
  if (script.src !== undefined) {
    return SCRIPT_SOURCE_PREFIXES.some((prefix) => script.src?.startsWith(prefix)) ? undefined : 'an external script from outside the bundle';
  }
  if (!isExecutable(script)) {
    // Escaped JSON never holds '<' (src/lib/json-ld.ts); with one, the browser could read the
    // block's end, or a comment opening, differently from this check.
    if (script.body.includes('<')) return 'a data block with an unescaped "<"';
    // A block cut short by a '</script>' inside its data is no longer JSON.
    return isJson(script.body) ? undefined : 'a data block that is not JSON';
  }
  if (script.body === '') return undefined;
  return allowed.has(scriptHash(script.body)) ? undefined : 'an inline script not on the allow-list';
}

function isExecutable(script: PageScript): boolean {
  return script.type === undefined || !DATA_TYPES.has(script.type);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function quote(tag: string): string {
  const flat = tag.replace(/\s+/g, ' ');
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat;
}
