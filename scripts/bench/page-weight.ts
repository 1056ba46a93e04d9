/**
 * What a page costs before any interaction: its HTML and the JavaScript it loads at once
 * (module scripts, their static imports, and islands hydrated on load, idle or visible),
 * gzip-compressed as the CDN serves them. Code loaded on demand (dynamic import) is not counted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipBytes = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

export interface PageWeight {
  htmlGzip: number;
  jsGzip: number;
  scripts: string[];
}

/** Weighs dist/<pagePath>: pagePath like '/country/us' (its index.html) or '/404.html'. */
export function weighPage(distDir: string, pagePath: string): PageWeight {
  const file = pagePath.endsWith('.html') ? pagePath : join(pagePath, 'index.html');
  const html = readFileSync(join(distDir, file), 'utf8');
  const scripts = new Set<string>();
  const visit = (address: string) => {
    const url = address.split('?')[0]!;
    if (scripts.has(url) || !url.startsWith('/')) return;
    scripts.add(url);
    for (const imported of staticImports(readFileSync(join(distDir, url), 'utf8')))
      visit(new URL(imported, `http://x${url}`).pathname);
  };
  for (const url of entryScripts(html)) visit(url);
  let jsGzip = gzipBytes(inlineScripts(html));
  for (const url of scripts) jsGzip += gzipBytes(readFileSync(join(distDir, url)));
  return { htmlGzip: gzipBytes(html), jsGzip, scripts: [...scripts].sort() };
}

function entryScripts(html: string): string[] {
  const urls = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
  // Islands: every hydration strategy except client:only on interaction loads without a click.
  for (const island of html.matchAll(/<astro-island[^>]*>/g)) {
    for (const attribute of ['component-url', 'renderer-url']) {
      const url = new RegExp(`${attribute}="([^"]+)"`).exec(island[0])?.[1];
      if (url) urls.push(url);
    }
  }
  return urls;
}

function inlineScripts(html: string): string {
  return [
    ...html.matchAll(
      /<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ]
    .map((m) => m[1])
    .join('');
}

/** Static `import … from './x.js'` and `import './x.js'`; dynamic import() is skipped. */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g,
  )) {
    found.push(match[1]!);
  }
  return found;
}
