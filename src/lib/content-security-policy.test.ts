import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { scriptHash } from './page-scripts.ts';

const INLINE_SCRIPT = "document.documentElement.setAttribute('data-x','1')";
const { scriptDirective, styleDirective, directives } = contentSecurityPolicy([INLINE_SCRIPT]);

describe('the policy Astro builds the CSP from', () => {
  test("scripts: this site, Stripe.js, and by hash only the given inline script beside Astro's own", () => {
    expect(scriptDirective.resources).toEqual(["'self'", 'https://js.stripe.com']);
    expect(scriptDirective.hashes).toEqual([scriptHash(INLINE_SCRIPT)]);
  });

  test("styles: this site and inline ('unsafe-inline' makes Astro list no style hashes)", () => {
    expect(styleDirective.resources).toEqual(["'self'", "'unsafe-inline'"]);
  });

  test('the other directives: Stripe for calls, frames and images; no plugins, base, framing', () => {
    const sources = new Map(
      directives.map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    expect(sources.get('default-src')).toEqual(["'self'"]);
    expect(sources.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(sources.get('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(sources.get('img-src')).toContain('https://*.stripe.com');
    for (const name of ['object-src', 'base-uri', 'frame-ancestors'])
      expect(sources.get(name), name).toEqual(["'none'"]);
    expect(sources.get('form-action')).toEqual(["'self'"]);
  });
});
