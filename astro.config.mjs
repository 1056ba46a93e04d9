// @ts-check
import { readFileSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { contentSecurityPolicy } from './src/lib/content-security-policy.ts';
import { FIRST_PAINT_SCRIPT } from './src/features/layout/first-paint.ts';
import { securityHeaders } from './src/lib/security-headers.ts';
import { staticNotFound } from './src/lib/static-not-found.ts';
import { DEFAULT_LOCALE, LIVE_LOCALES, LOCALES } from './src/features/i18n/locales.ts';

/**
 * Every country slug and alias redirects to its code page: /country/usa and /countries/usa →
 * /country/us, and in each other language /fr/country/usa and /fr/countries/usa → /fr/country/us
 * (the footer's shortcuts use them; netlify.toml serves /countries/{code} as /country/{code}).
 * Every live language's, even in an English-only build: the local emulator reads _redirects once,
 * at start, so `npm start`'s quick first build must already carry the rules of the full one.
 */
function countryRedirects() {
  /** @type {{ slug: string, code: string, aliases: string[] }[]} */
  const countries = JSON.parse(
    readFileSync(new URL('./content/countries.json', import.meta.url), 'utf8'),
  );
  /** @type {Record<string, { status: 301, destination: string }>} */
  const redirects = {};
  for (const { slug, code, aliases } of countries) {
    for (const name of [slug, ...aliases]) {
      const destination = `/country/${code.toLowerCase()}`;
      for (const locale of LIVE_LOCALES) {
        const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
        for (const folder of ['country', 'countries'])
          redirects[`${prefix}/${folder}/${name}`] = {
            status: 301,
            destination: `${prefix}${destination}`,
          };
      }
    }
  }
  return redirects;
}

// Netlify builds set DEPLOY_ID, and the adapter's skew protection then appends ?dpl=<id> to the
// scripts a page names but not to the imports inside them, so shared modules (the current-user and
// toast stores) run twice and islands stop sharing state. Our assets are content-hashed: build
// without it.
delete process.env.DEPLOY_ID;

export default defineConfig({
  site: process.env.URL ?? `http://localhost:${process.env.PORT ?? 8888}`,
  output: 'static',
  // English at today's URLs, the other languages under /fr/, /de/… (src/features/i18n/locales.ts).
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  // staticHeaders: Astro hands the pages' CSP header to integrations (security-headers.ts).
  adapter: netlify({ staticHeaders: true }),
  security: { csp: contentSecurityPolicy([FIRST_PAINT_SCRIPT]) },
  // No page shows code: without Shiki, Astro has no inline styles to warn about under the CSP.
  markdown: { syntaxHighlight: false },
  integrations: [react(), securityHeaders(), staticNotFound()],
  redirects: countryRedirects(),
  trailingSlash: 'ignore',
  // CSS inlined: one round trip less before first paint on a phone (about 11 KB gzip per page).
  build: { format: 'directory', inlineStylesheets: 'always' },
  prefetch: false,
  vite: {
    plugins: [tailwindcss()],
    build: {
      rollupOptions: {
        // Functions import a language's region names lazily, one chunk each (region-names.ts);
        // the pages import them all (translated-regions.ts), so in the pages' bundle the lazy
        // import finds its file already there, as intended: that warning is not news.
        onwarn(warning, warn) {
          const regionFile = /content\/regions(\.\w+)?\.json/.test(warning.message);
          if (!(warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && regionFile)) warn(warning);
        },
      },
    },
  },
});
