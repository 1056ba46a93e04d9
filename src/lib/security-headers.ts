/**
 * Writes dist/_headers after each build: the security headers of DESIGN.md §7 on every page,
 * with a CSP whose script-src lists the hash of each inline script the build emitted (the theme
 * script, Astro's island loader), so no inline script needs 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Pages that show personal data, take payment or carry a token: never stored by any cache. */
export const PRIVATE_PATHS = ['/account', '/orders', '/admin', '/checkout/*', '/verify-email', '/reset-password'];

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

/** sha256 source expressions of the inline, executable scripts in an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?<attrs>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    const { attrs = '', body = '' } = match.groups ?? {};
    if (/\ssrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || body === '') continue;
    hashes.push(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
  return hashes;
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

export function securityHeaders(): AstroIntegration {
  return {
    name: 'roamly:security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const hashes = new Set<string>();
        for (const file of await htmlFiles(distDir)) for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
        await writeFile(join(distDir, '_headers'), headersFile([...hashes].sort()));
        logger.info(`Wrote _headers with ${hashes.size} inline script hashes`);
      },
    },
  };
}
