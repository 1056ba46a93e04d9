/**
 * The local stand-in for a Netlify build hook: a POST to its secret URL builds the site into a
 * fresh folder (reading the live catalogue from Blobs) and, if the build succeeds, swaps the served
 * pages in one rename of the `dist` link; a failed build leaves the old pages up, as on Netlify.
 */
import { spawn } from 'node:child_process';
import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync, lstatSync } from 'node:fs';
import { mkdir, readdir, rename, rm, symlink } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCAL_BUILD_HOOK_PATH = '/__local/build-hook';

interface LocalRebuildOptions {
  root: URL;
  /** The environment of each build. */
  env: () => NodeJS.ProcessEnv;
  /** The last segment of the hook's path: `${LOCAL_BUILD_HOOK_PATH}/${hookSecret}`. */
  hookSecret: string;
  /** Builds the site into `outDir`; `astro build` unless a test gives its own. */
  build?: (outDir: string, env: NodeJS.ProcessEnv) => Promise<boolean>;
}

export function createLocalRebuilder({ root, env, hookSecret, build }: LocalRebuildOptions) {
  const rootDir = fileURLToPath(root);
  const dist = join(rootDir, 'dist');
  const buildsDir = join(rootDir, '.local-builds');
  let running: Promise<void> | null = null;
  let requestedAgain = false;

  /** Turns the first build's dist/ folder into a link, so later swaps are one rename. */
  async function adoptFirstBuild(): Promise<void> {
    await mkdir(buildsDir, { recursive: true });
    if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) {
      const folder = join(buildsDir, `build-${Date.now()}`);
      await rename(dist, folder);
      await symlink(folder, dist, 'dir');
    }
    await removeOldBuilds();
  }

  async function rebuild(): Promise<void> {
    const started = Date.now();
    const folder = join(buildsDir, `build-${started}`);
    const ok = build ? await build(folder, env()) : await runBuild(rootDir, folder, env());
    if (!ok) {
      console.error('  [rebuild] the build failed: the pages stay as they were');
      await rm(folder, { recursive: true, force: true });
      return;
    }
    const link = `${dist}.next`;
    await rm(link, { force: true });
    await symlink(folder, link, 'dir');
    await rename(link, dist);
    console.log(
      `  [rebuild] new pages served after ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await removeOldBuilds(folder);
  }

  /** One build at a time; requests during a build make one more build after it. */
  function requestRebuild(): void {
    if (running) {
      requestedAgain = true;
      return;
    }
    running = rebuild()
      .catch((error: unknown) => console.error('  [rebuild] failed', error))
      .finally(() => {
        running = null;
        if (requestedAgain) {
          requestedAgain = false;
          requestRebuild();
        }
      });
  }

  /**
   * Answers the hook like Netlify's: 200 at once, the build runs in the background. Without this
   * run's secret the hook is not there (404), whatever the method.
   */
  function handleHook(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!isHookPath(path, hookSecret)) {
      res
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: 'Not found' }));
      return;
    }
    if (req.method !== 'POST') {
      res
        .writeHead(405, { Allow: 'POST', 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: 'Method not allowed' }));
      return;
    }
    const title = new URL(req.url ?? '/', 'http://localhost').searchParams.get('trigger_title');
    console.log(`  [rebuild] requested${title ? `: ${title}` : ''}`);
    requestRebuild();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  }

  /** Keeps the served build and the one before it (a request may still be reading it). */
  async function removeOldBuilds(current?: string): Promise<void> {
    const folders = (await readdir(buildsDir)).filter((name) => name.startsWith('build-')).sort();
    const keep = new Set(folders.slice(-2).map((name) => join(buildsDir, name)));
    if (current) keep.add(current);
    for (const name of folders) {
      const folder = join(buildsDir, name);
      if (!keep.has(folder)) await rm(folder, { recursive: true, force: true });
    }
  }

  return { adoptFirstBuild, handleHook, requestRebuild, idle: () => running ?? Promise.resolve() };
}

/** Compared as digests in constant time: the answer's timing tells nothing about the secret. */
function isHookPath(path: string, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return (
    secret.length > 0 && timingSafeEqual(digest(path), digest(`${LOCAL_BUILD_HOOK_PATH}/${secret}`))
  );
}

function runBuild(rootDir: string, outDir: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(
      join(rootDir, 'node_modules', '.bin', 'astro'),
      ['build', '--outDir', outDir],
      {
        cwd: rootDir,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}
