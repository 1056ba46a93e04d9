/**
 * The first five minutes: on a fresh-clone copy of the project, the time from `npm start`, then
 * from `npm run serve`, to the first page served and the first function answer
 * (docs/decisions/0024-local-platform.md).
 * Run alone: `node --experimental-strip-types scripts/bench/first-run.ts`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const port = 8896;

interface FirstRunTimes {
  firstPageSeconds: number;
  firstFunctionSeconds: number;
  /** `npm start` serves English first and swaps the other languages in when they are built. */
  everyLanguageSeconds: number;
  /** The server's output, each line with the second it appeared, for the README's narrative. */
  lines: string[];
}

export async function benchFirstRun(): Promise<string> {
  const copy = freshCopy(root);
  const loadBefore = loadavg()[0] ?? 0;
  try {
    const start = await timeFirstRun(copy, ['start']);
    const serve = await timeFirstRun(copy, ['run', 'serve']);
    if (process.env.FIRST_RUN_LOG)
      console.log(
        ['`npm start`:', ...start.lines, '', '`npm run serve`:', ...serve.lines].join('\n'),
      );
    const row = (label: string, times: FirstRunTimes, target: string) =>
      `| ${label} | ${times.firstPageSeconds.toFixed(1)} s | ${times.firstFunctionSeconds.toFixed(1)} s | ${times.everyLanguageSeconds.toFixed(1)} s | ${target} |`;
    return [
      '| command (fresh clone: no dist/, no .netlify/) | first page served | first function answer (`GET /api/plans/us`, asked right after the first page) | every language served (`/ja/` answers 200) | target (first page) |',
      '|---|---|---|---|---|',
      row('`npm start` (build, then serve)', start, '≤ 15 s'),
      row('`npm run serve` (the build from before)', serve, '≤ 5 s'),
      '',
      `Machine load (1-minute average, ${cpus().length} cores) before / after: ${loadBefore.toFixed(1)} / ${(loadavg()[0] ?? 0).toFixed(1)}.`,
    ].join('\n');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The project as a fresh clone would have it, plus a real (not linked) copy of node_modules. */
/**
 * The committed and untracked files and a real copy of node_modules, with no dist/ or .netlify/.
 * A real node_modules matters: the emulator copies each function's traced modules, and does far
 * less of it through a linked one (as in a git worktree).
 */
function freshCopy(projectRoot: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'roamly-first-run-'));
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: projectRoot, encoding: 'utf8' },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    cpSync(join(projectRoot, file), join(copy, file), { recursive: true, force: true });
  }
  // cp -a: a node_modules tree copied file by file from Node takes minutes.
  const copied = spawnSync('cp', [
    '-a',
    realpathSync(join(projectRoot, 'node_modules')),
    join(copy, 'node_modules'),
  ]);
  if (copied.status !== 0) throw new Error(`Copying node_modules failed: ${copied.stderr}`);
  return copy;
}

/** Starts `npm <args>` in `cwd`, times the first page and the first function answer, stops it. */
async function timeFirstRun(cwd: string, args: string[]): Promise<FirstRunTimes> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const server = spawn('npm', args, {
    cwd,
    env: { ...process.env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const record = (chunk: Buffer) => {
    for (const line of chunk
      .toString()
      .split('\n')
      .filter((text) => text.trim()))
      lines.push(`[${seconds().toFixed(1).padStart(5)} s] ${line}`);
  };
  server.stdout.on('data', record);
  server.stderr.on('data', record);
  try {
    await waitFor(`http://localhost:${port}/`, () => server.exitCode !== null);
    const firstPageSeconds = seconds();
    const answer = await fetch(`http://localhost:${port}/api/plans/us`);
    if (!answer.ok) throw new Error(`GET /api/plans/us answered ${answer.status}`);
    await answer.arrayBuffer();
    const firstFunctionSeconds = seconds();
    await waitFor(`http://localhost:${port}/ja/`, () => server.exitCode !== null);
    return { firstPageSeconds, firstFunctionSeconds, everyLanguageSeconds: seconds(), lines };
  } catch (error) {
    console.error(lines.join('\n'));
    throw error;
  } finally {
    await stop(server);
  }
}

async function waitFor(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The server stopped before ${url} answered`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}

/** npm, node and the emulator's workers are one process group: stop them all. */
async function stop(server: ReturnType<typeof spawn>): Promise<void> {
  if (server.exitCode !== null || !server.pid) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  const timer = setTimeout(() => server.pid && process.kill(-server.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

if (import.meta.main) {
  console.log(`## First run\n\n${await benchFirstRun()}`);
}
