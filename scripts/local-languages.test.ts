/**
 * `npm start` serves its English-only first build at once and builds the other languages in the
 * background (local-languages.ts); the browser tests' server builds every language first.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { builtLocales } from '../src/features/i18n/built-locales.ts';
import { LIVE_LOCALES, localizedPath } from '../src/features/i18n/locales.ts';
import { buildMissingLanguages, firstBuildEnv } from './local-languages.ts';
import { createLocalRebuilder } from './local-rebuild.ts';
import { createProgress } from './start-progress.ts';

let root: string;
const builds: (string | undefined)[] = [];

/** A stand-in for `astro build`: each language's home page, for the languages the env asks for. */
async function build(outDir: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  builds.push(env.BUILD_LANGUAGES);
  for (const locale of builtLocales(env)) {
    const folder = join(outDir, localizedPath(locale, '/'));
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'index.html'), locale);
  }
  return true;
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'roamly-languages-'));
  builds.length = 0;
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(root, { recursive: true, force: true });
});

async function serveFirstBuild(firstEnv: NodeJS.ProcessEnv) {
  const rebuilder = createLocalRebuilder({
    root: pathToFileURL(`${root}/`),
    env: () => ({}),
    hookSecret: 'secret',
    build,
  });
  await build(join(root, 'dist'), firstEnv);
  await rebuilder.adoptFirstBuild();
  const lines: string[] = [];
  const missing = buildMissingLanguages(
    rebuilder,
    join(root, 'dist'),
    createProgress((line) => lines.push(line)),
  );
  await rebuilder.idle();
  return { missing, lines };
}

test("npm start's first build is English only; the rest follow in the background, then are served", async () => {
  const { missing, lines } = await serveFirstBuild(firstBuildEnv({}));

  expect(missing).toEqual(['fr', 'de', 'es', 'it', 'ja']);
  expect(builds).toEqual(['en', undefined]);
  expect(lines.join('\n')).toContain(
    'Building the other languages in the background (fr, de, es, it, ja)',
  );
  for (const locale of LIVE_LOCALES)
    expect(existsSync(join(root, 'dist', localizedPath(locale, '/'), 'index.html'))).toBe(true);
});

test("the browser tests' server builds every language first, and starts no second build", async () => {
  const { missing, lines } = await serveFirstBuild(
    firstBuildEnv({ npm_lifecycle_event: 'start:test' }),
  );

  expect(missing).toEqual([]);
  expect(builds).toEqual(['all']);
  expect(lines).toEqual([]);
});
