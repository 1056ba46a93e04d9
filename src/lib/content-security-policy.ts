/**
 * The site's Content-Security-Policy, as Astro's `security.csp` option (astro.config.mjs). Astro
 * adds the hashes of the scripts it emits itself; the theme script is ours, written inline, so its
 * hash is listed here. Why no 'unsafe-inline' for scripts:
 * docs/decisions/0019-content-security-policy.md.
 */
import type { AstroUserConfig } from 'astro';
import { THEME_SCRIPT } from './head-scripts.ts';
import { scriptHash } from './page-scripts.ts';

type CspOptions = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

export const CONTENT_SECURITY_POLICY = {
  scriptDirective: {
    resources: ["'self'", 'https://js.stripe.com'],
    hashes: [scriptHash(THEME_SCRIPT)],
  },
  // Pages set gradients and delays in style attributes, and Stripe's Payment Element styles itself.
  styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
  directives: [
    "default-src 'self'",
    "img-src 'self' data: blob: https://*.stripe.com",
    "font-src 'self'",
    "connect-src 'self' https://api.stripe.com",
    'frame-src https://js.stripe.com https://hooks.stripe.com',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ],
} satisfies CspOptions;
