/**
 * `npm start` builds English first, serves it, then builds every language in the background and
 * swaps them in (local-rebuild.ts): a newcomer sees the shop in about a third of the time. The
 * browser tests' server builds every language before it serves.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LIVE_LOCALES, localizedPath, type LiveLocale } from '../src/features/i18n/locales.ts';
import { isBrowserTestServer } from '../src/lib/env.ts';
import type { createLocalRebuilder } from './local-rebuild.ts';
import type { Progress } from './start-progress.ts';

/** The environment of `npm start`'s first build: English only, unless the browser tests run. */
export function firstBuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, BUILD_LANGUAGES: isBrowserTestServer(env) ? 'all' : 'en' };
}

/**
 * Starts a background build of every language when the served build lacks some (the quick first
 * build, or a `npm run serve` after a start stopped before its languages were built); returns the
 * languages that were missing.
 */
export function buildMissingLanguages(
  rebuilder: Pick<ReturnType<typeof createLocalRebuilder>, 'requestRebuild'>,
  distDir: string,
  progress: Progress,
): LiveLocale[] {
  const missing = LIVE_LOCALES.filter(
    (locale) => !existsSync(join(distDir, localizedPath(locale, '/'), 'index.html')),
  );
  if (missing.length === 0) return missing;
  progress.step(
    `Building the other languages in the background (${missing.join(', ')}); their pages are served once it ends`,
  );
  rebuilder.requestRebuild();
  return missing;
}
