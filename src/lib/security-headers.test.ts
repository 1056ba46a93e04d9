import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy, headersFile, inlineScriptHashes } from './security-headers.ts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  test('hashes executable inline scripts and skips external scripts and JSON-LD', () => {
    const html = [
      '<script>console.log(1)</script>',
      '<script type="module" src="/_astro/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script type="module">import "/x.js"</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('console.log(1)'), sha('import "/x.js"')]);
  });
});

describe('the headers file', () => {
  const file = headersFile(['sha256-abc']);

  test('the CSP allows only this site, the listed hashes and Stripe for scripts', () => {
    const csp = contentSecurityPolicy(['sha256-abc']);
    expect(csp).toContain("script-src 'self' 'sha256-abc' https://js.stripe.com;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  test('every page gets HSTS for a year, nosniff and the referrer policy', () => {
    expect(file).toMatch(/^\/\*\n/);
    expect(file).toContain('Strict-Transport-Security: max-age=31536000');
    expect(file).toContain('X-Content-Type-Options: nosniff');
    expect(file).toContain('Referrer-Policy: strict-origin-when-cross-origin');
  });

  test('account and checkout pages are never stored by a cache', () => {
    for (const path of ['/account', '/orders', '/admin', '/checkout/*']) {
      expect(file).toContain(`${path}\n  Cache-Control: no-store`);
    }
  });
});
