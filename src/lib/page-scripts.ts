/**
 * Which scripts a built page may hold: inline ones whose hash the policy lists, data blocks as
 * escaped JSON, external ones from our bundle. The build fails on anything else
 * (security-headers.ts), so a script smuggled in through data is caught before it ships.
 */
import { createHash } from 'node:crypto';
import { readScripts, type PageScript } from './script-tags.ts';

/** Where external scripts may come from: the build's own bundle. */
const SCRIPT_SOURCE_PREFIXES = ['/_astro/'];
/** Script types a browser does not run: data blocks. Any other type counts as executable. */
const DATA_TYPES = new Set(['application/ld+json', 'application/json']);

/** The CSP source expression of a script's text, as the browser computes it (UTF-8, SHA-256). */
export function scriptHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** One line per script the page must not have, naming the page; none when all is well. */
export function pageScriptProblems(
  page: string,
  html: string,
  policyHashes: ReadonlySet<string>,
): string[] {
  return readScripts(html).flatMap((script) => {
    const problem = problemOf(script, policyHashes);
    return problem ? [`${page}: ${problem}: ${quote(script.tag)}`] : [];
  });
}

function problemOf(script: PageScript, policyHashes: ReadonlySet<string>): string | undefined {
  if (!script.closed) return 'a script element that never ends';
  if (script.src !== undefined) {
    const bundled = SCRIPT_SOURCE_PREFIXES.some((prefix) => script.src?.startsWith(prefix));
    return bundled ? undefined : 'an external script from outside the bundle';
  }
  if (script.type === undefined || !DATA_TYPES.has(script.type)) {
    if (script.body === '' || policyHashes.has(scriptHash(script.body))) return undefined;
    return 'an inline script the policy does not hash';
  }
  // Escaped JSON never holds '<' (src/lib/json-ld.ts); with one, the browser could read the
  // block's end, or a comment opening, differently from this check.
  if (script.body.includes('<')) return 'a data block with an unescaped "<"';
  // A block cut short by a '</script>' inside its data is no longer JSON.
  return isJson(script.body) ? undefined : 'a data block that is not JSON';
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
