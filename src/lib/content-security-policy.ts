/**
 * The site's Content-Security-Policy, as Astro's `security.csp` option. Astro hashes the scripts it
 * emits; the first-paint script is ours, so its hash is listed here. Why no 'unsafe-inline' for
 * scripts: docs/decisions/0019-content-security-policy.md.
 */
import type { AstroUserConfig } from 'astro';
import { scriptHash } from './page-scripts.ts';

type CspOptions = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

/** The policy, allowing by hash exactly `inlineScripts` besides Astro's own. */
export const contentSecurityPolicy = (inlineScripts: readonly string[]) =>
  ({
    scriptDirective: {
      resources: ["'self'", 'https://js.stripe.com'],
      hashes: inlineScripts.map(scriptHash),
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
  }) satisfies CspOptions;
