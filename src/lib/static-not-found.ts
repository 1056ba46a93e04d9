/**
 * Every page is pre-rendered, yet @astrojs/netlify builds in server mode and emits a catch-all
 * SSR function (`/*`, preferStatic) whose only work here is to answer unknown paths with
 * dist/404.html. Netlify applies no _headers rules to function answers, so that 404 went out
 * without the CSP and the other headers of DESIGN.md §7. Without the function Netlify serves
 * dist/404.html itself, as a static file, with the headers. This removes it after the build.
 */
import { rm } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';

export function staticNotFound(): AstroIntegration {
  let root: URL | undefined;
  return {
    name: 'roamly:static-not-found',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ logger }) => {
        if (!root) return;
        await rm(new URL('.netlify/v1/functions/ssr/', root), { recursive: true, force: true });
        logger.info('Removed the catch-all SSR function: Netlify serves 404.html with its headers');
      },
    },
  };
}
