/**
 * Writes dist/_headers after each build: the security headers on every page, with a CSP whose
 * script-src hashes each inline script the code is known to emit (src/lib/page-scripts.ts); any
 * other inline script fails the build, naming its page
 * (docs/decisions/0019-content-security-policy.md).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { checkPageScripts } from './page-scripts.ts';

/** Pages that show personal data, take payment or carry a token: never stored by any cache. */
const PRIVATE_PATHS = ['/account', '/orders', '/admin', '/checkout/*', '/verify-email', '/reset-password'];

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')} https://js.stripe.com`.replace(/\s+/g, ' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.stripe.com",
    "font-src 'self'",
    "connect-src 'self' https://api.stripe.com",
    'frame-src https://js.stripe.com https://hooks.stripe.com',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function headersFile(scriptHashes: readonly string[]): string {
  const security = [
    `Content-Security-Policy: ${contentSecurityPolicy(scriptHashes)}`,
    'Strict-Transport-Security: max-age=31536000; includeSubDomains',
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    'X-Frame-Options: DENY',
  ];
  const blocks = [
    ['/*', ...security],
    ['/_astro/*', 'Cache-Control: public, max-age=31536000, immutable'],
    ['/flags/*', 'Cache-Control: public, max-age=604800'],
    ...PRIVATE_PATHS.map((path) => [path, 'Cache-Control: no-store']),
  ];
  return blocks.map(([path, ...lines]) => [path, ...lines.map((line) => `  ${line}`)].join('\n')).join('\n\n') + '\n';
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

/** Problems listed in the build's error before the rest are only counted. */
const MAX_LISTED_PROBLEMS = 20;

/** The hashes of every page's allowed inline scripts; throws, naming the pages, on any other. */
export async function buildScriptHashes(distDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  const problems: string[] = [];
  for (const file of await htmlFiles(distDir)) {
    const check = checkPageScripts(relative(distDir, file), await readFile(file, 'utf8'));
    for (const hash of check.hashes) hashes.add(hash);
    problems.push(...check.problems);
  }
  if (problems.length > 0) {
    const more = problems.length > MAX_LISTED_PROBLEMS ? [`…and ${problems.length - MAX_LISTED_PROBLEMS} more`] : [];
    throw new Error(
      [
        `The build emitted ${problems.length} script(s) the code is not known to emit (docs/decisions/0019-content-security-policy.md, src/lib/page-scripts.ts):`,
        ...problems.slice(0, MAX_LISTED_PROBLEMS),
        ...more,
      ].join('\n'),
    );
  }
  return [...hashes].sort();
}

/**
 * Never inline a bundled script: Astro would otherwise inline small processed <script>s, whose
 * text exists only in the build's output and so could not be on an allow-list by source.
 */
export function neverInlineScripts(filePath: string): boolean | undefined {
  return /\.[cm]?js$/.test(filePath) ? false : undefined;
}

export function securityHeaders(): AstroIntegration {
  return {
    name: 'roamly:security-headers',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { build: { assetsInlineLimit: neverInlineScripts } } });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const hashes = await buildScriptHashes(distDir);
        await writeFile(join(distDir, '_headers'), headersFile(hashes));
        logger.info(`Wrote _headers with ${hashes.length} inline script hashes, all on the allow-list`);
      },
    },
  };
}
