/**
 * The functions Netlify deploys are the ones `npm run build` writes into dist-functions/
 * (scripts/build-functions.ts), not the sources. These tests build them into a temporary folder
 * and check what a deploy relies on:
 * - Netlify finds the same functions with the same routes and schedules as in the sources
 *   (zip-it-and-ship-it reads them from each module's `config` export without running it);
 * - each module loads in a fresh Node with no package from node_modules, and answers;
 * - the packages loaded on demand (Stripe, nodemailer, SheetJS, qrcode) are left to
 *   `await import()`, so Netlify ships them beside the module and they load only when used.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildFunctions, functionFiles, functionsDir } from '../scripts/build-functions.ts';
import { staticPackageImports } from '../scripts/bench/function-bundles.ts';

const outdir = mkdtempSync(join(tmpdir(), 'deployed-functions-'));
const moduleOf = (file: string) => join(outdir, file.replace(/\.m?[jt]s$/, '.mjs'));

beforeAll(() => buildFunctions(outdir));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** What Netlify's build reads of each function in a folder: name, API version, routes, schedule. */
async function asNetlifyListsThem(dir: string) {
  const found = await listFunctions(dir, { parseISC: true });
  return found
    .map(({ name, runtimeAPIVersion, routes, excludedRoutes, schedule }) => ({ name, runtimeAPIVersion, routes, excludedRoutes, schedule }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Imports each module in one fresh Node process; reports what it exports and what auth-user answers without a session. */
function loadInFreshNode(modules: string[]): { exports: Record<string, string>; authUserStatus: number } {
  const script = [
    'const exports = {};',
    'for (const path of process.argv.slice(1)) { const m = await import(path); exports[path] = typeof m.default; }',
    `const authUser = await import(${JSON.stringify(moduleOf('auth-user.mts'))});`,
    "const response = await authUser.default(new Request('http://localhost/api/auth/user'));",
    'console.log(JSON.stringify({ exports, authUserStatus: response.status }));',
  ].join('\n');
  const { NODE_COMPILE_CACHE: _cache, ...env } = process.env;
  // An empty NODE_PATH and a folder outside the project: a package import would have nothing to resolve from.
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, ...modules], {
    cwd: outdir,
    env: { ...env, NODE_PATH: '' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  // The last line: the handler's request log comes before it.
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '');
}

describe('the deployed functions (dist-functions/)', () => {
  test('Netlify finds the same functions, routes and schedules as in netlify/functions', async () => {
    const deployed = await asNetlifyListsThem(outdir);
    expect(deployed).toEqual(await asNetlifyListsThem(functionsDir));
    expect(deployed.map((fn) => fn.name)).toContain('redrive-orders');
    expect(deployed.find((fn) => fn.name === 'redrive-orders')?.schedule).toBe('*/5 * * * *');
  });

  test.each(functionFiles())('%s imports no package statically: it starts from its own module alone', (file) => {
    expect(staticPackageImports(readFileSync(moduleOf(file), 'utf8'))).toEqual([]);
  });

  test('every module loads from a folder with no node_modules, and a handler answers', () => {
    const modules = functionFiles().map(moduleOf);
    const { exports, authUserStatus } = loadInFreshNode(modules);
    expect(Object.values(exports)).toEqual(modules.map(() => 'function'));
    expect(authUserStatus).toBe(401);
  });

  test('Stripe, nodemailer, SheetJS and qrcode stay behind await import()', () => {
    const onDemand = new Set<string>();
    for (const file of functionFiles()) {
      const code = readFileSync(moduleOf(file), 'utf8');
      for (const match of code.matchAll(/\bimport\(\s*["']([^"'./][^"']*)["']\s*\)/g)) onDemand.add(match[1] ?? '');
    }
    expect([...onDemand].sort()).toEqual(['nodemailer', 'qrcode', 'stripe', 'xlsx']);
  });
});
