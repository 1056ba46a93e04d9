/**
 * The README's first command, `npm install && npm start`, with an old Node first on PATH: with the
 * install it runs on the project's own Node 24; without, it stops at once and names the version.
 * The start script is a stand-in printing its Node; package.json is the real one.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const REQUIRED = [22, 12];

/** A Node older than the project needs, as many Linux distributions ship (Debian 12: Node 18). */
function findOldNode(): { path: string; version: string } | null {
  for (const path of ['/usr/bin/node', '/usr/local/bin/node', '/bin/node']) {
    if (!existsSync(path)) continue;
    const version = spawnSync(path, ['-p', 'process.versions.node'], {
      encoding: 'utf8',
    }).stdout.trim();
    const [major = 0, minor = 0] = version.split('.').map(Number);
    if (major < REQUIRED[0]! || (major === REQUIRED[0] && minor < REQUIRED[1]!))
      return { path, version };
  }
  return null;
}

const scratchFolders: string[] = [];
afterEach(() => {
  for (const folder of scratchFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** package.json and the guard as they are, node_modules linked or empty, start.ts a stand-in. */
function scratchProject(nodeModules: 'installed' | 'empty'): string {
  const folder = mkdtempSync(join(tmpdir(), 'roamly-old-node-'));
  scratchFolders.push(folder);
  mkdirSync(join(folder, 'scripts'));
  copyFileSync(join(root, 'package.json'), join(folder, 'package.json'));
  copyFileSync(join(root, 'scripts/require-node.cjs'), join(folder, 'scripts/require-node.cjs'));
  writeFileSync(
    join(folder, 'scripts/start.ts'),
    'const version: string = process.version;\nconsole.log(`started on Node ${version}`);\n',
  );
  if (nodeModules === 'installed')
    symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir');
  else mkdirSync(join(folder, 'node_modules'));
  return folder;
}

function npmStart(folder: string, nodeFirst: string | null) {
  const path = nodeFirst
    ? `${dirname(nodeFirst)}${delimiter}${process.env.PATH}`
    : process.env.PATH;
  return spawnSync('npm', ['start'], {
    cwd: folder,
    encoding: 'utf8',
    env: { ...process.env, PATH: path, npm_config_update_notifier: 'false' },
  });
}

const oldNode = findOldNode();

describe('npm start with an old Node first on PATH', () => {
  it("runs on the project's own Node once npm install has run", { timeout: 60_000 }, () => {
    expect(
      existsSync(join(root, 'node_modules/.bin/node')),
      'npm install brings node_modules/.bin/node (optionalDependencies)',
    ).toBe(true);
    const run = npmStart(scratchProject('installed'), oldNode?.path ?? null);
    expect(run.stderr).not.toContain('bad option');
    expect(run.status, run.stderr).toBe(0);
    const version = /started on Node v(\d+)\.(\d+)/.exec(run.stdout);
    expect(version, run.stdout).not.toBeNull();
    expect(Number(version![1])).toBeGreaterThanOrEqual(24);
  });

  it(
    'stops at once and names the version when there is no Node of its own',
    { timeout: 60_000 },
    () => {
      const run = npmStart(scratchProject('empty'), oldNode?.path ?? null);
      if (!oldNode) {
        // No Node older than 22.12 on this machine to put first: the guard must then let the
        // machine's own Node through (that half of its rule is what can be checked here).
        console.info(
          'No Node older than 22.12 found in /usr/bin, /usr/local/bin or /bin: checked that the guard lets a recent Node run.',
        );
        expect(run.status, run.stderr).toBe(0);
        return;
      }
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('Roamly needs Node 22.12 or later');
      expect(run.stderr).toContain(`v${oldNode.version}`);
      expect(run.stderr).toContain('npm install');
      expect(run.stderr).not.toContain('bad option');
      expect(run.stdout).not.toContain('started on Node');
    },
  );
});
