// @ts-check
import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { contentSecurityPolicy } from './src/lib/content-security-policy.ts';
import { FIRST_PAINT_SCRIPT } from './src/features/layout/first-paint.ts';
import { securityHeaders } from './src/lib/security-headers.ts';
import { staticNotFound } from './src/lib/static-not-found.ts';
import { DEFAULT_LOCALE, LOCALES } from './src/features/i18n/locales.ts';
import { countryRedirects } from './src/features/catalogue/country-redirects.ts';

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
  integrations: [
    react(),
    securityHeaders(),
    staticNotFound(),
    countryRedirects(new URL('./content/countries.json', import.meta.url)),
  ],
  trailingSlash: 'ignore',
  // CSS inlined: one round trip less before first paint on a phone (about 11 KB gzip per page).
  build: { format: 'directory', inlineStylesheets: 'always' },
  prefetch: false,
  vite: {
    plugins: [tailwindcss()],
    environments: {
      client: {
        build: {
          rollupOptions: {
            output: {
              // nanostores' atom rides with the toast store, which nearly every page loads, rather
              // than in a chunk of its own: a request and ~100 bytes less on every page.
              manualChunks: (id) =>
                id.includes('/node_modules/nanostores/atom/') || id.endsWith('/ui/toast.store.ts')
                  ? 'toast.store'
                  : undefined,
            },
          },
        },
      },
    },
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
