/**
 * Removes the catch-all SSR function @astrojs/netlify emits for unknown paths: Netlify applies no
 * _headers to function answers, so its 404 lacked the CSP; dist/404.html served static has them
 * (docs/decisions/0019-content-security-policy.md).
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
