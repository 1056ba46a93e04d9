import { describe, expect, test } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './content-security-policy.ts';
import { THEME_SCRIPT } from './head-scripts.ts';
import { scriptHash } from './page-scripts.ts';

const { scriptDirective, styleDirective, directives } = CONTENT_SECURITY_POLICY;

describe('the policy Astro builds the CSP from', () => {
  test("scripts: this site, Stripe.js, and by hash only the theme script beside Astro's own", () => {
    expect(scriptDirective.resources).toEqual(["'self'", 'https://js.stripe.com']);
    expect(scriptDirective.hashes).toEqual([scriptHash(THEME_SCRIPT)]);
  });

  test("styles: this site and inline ('unsafe-inline' makes Astro list no style hashes)", () => {
    expect(styleDirective.resources).toEqual(["'self'", "'unsafe-inline'"]);
  });

  test('the other directives: Stripe for calls, frames and images; no plugins, base, framing', () => {
    expect(directives).toEqual([
      "default-src 'self'",
      "img-src 'self' data: blob: https://*.stripe.com",
      "font-src 'self'",
      "connect-src 'self' https://api.stripe.com",
      'frame-src https://js.stripe.com https://hooks.stripe.com',
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
  });
});
