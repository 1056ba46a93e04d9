/**
 * The functions Netlify deploys, as `npm run build` writes them into dist-functions/: each keeps
 * its source's routes and schedules, loads and answers in a fresh Node without node_modules, and
 * leaves the on-demand packages to `await import()`
 * (docs/decisions/0025-functions-deploy-pre-bundled.md).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  buildFunctions,
  functionFiles,
  functionName,
  functionsDir,
} from '../scripts/build-functions.ts';
import { staticPackageImports } from '../scripts/bench/function-bundles.ts';
import { withoutCompileCache } from '../scripts/compile-cache.ts';
import { useLocalBlobs } from './support/use-local-blobs.ts';

const execFileAsync = promisify(execFile);

// Laid out as a deployed function's folder: the modules, and the included_files beside them.
const deployRoot = mkdtempSync(join(tmpdir(), 'deployed-functions-'));
const outdir = join(deployRoot, 'dist-functions');
const moduleOf = (file: string) => join(outdir, functionName(file), `${functionName(file)}.mjs`);
useLocalBlobs();
beforeAll(async () => {
  await buildFunctions(outdir);
  cpSync(
    new URL('../content/plans.json', import.meta.url),
    join(deployRoot, 'content', 'plans.json'),
  );
});
afterAll(() => rmSync(deployRoot, { recursive: true, force: true }));

/** What Netlify's build reads of each function in a folder: name, API version, routes, schedule. */
async function asNetlifyListsThem(dir: string) {
  const found = await listFunctions(dir, { parseISC: true });
  return found
    .map(({ name, runtimeAPIVersion, routes, excludedRoutes, schedule }) => ({
      name,
      runtimeAPIVersion,
      routes,
      excludedRoutes,
      schedule,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

interface FreshNodeReport {
  exports: Record<string, string>;
  authUser: { status: number };
  plansUs: { status: number; countries: string[][] };
}

/**
 * Imports each module in one fresh Node process, then calls two handlers: auth-user without a
 * session, and plans for /api/plans/us (its Blobs client reaches the local server through the
 * NETLIFY_BLOBS_CONTEXT this process passes on).
 */
async function loadInFreshNode(modules: string[]): Promise<FreshNodeReport> {
  const script = `
    const exports = {};
    for (const path of process.argv.slice(1)) exports[path] = typeof (await import(path)).default;
    const authUser = await import(${JSON.stringify(moduleOf('auth-user.mts'))});
    const signedOut = await authUser.default(new Request('http://localhost/api/auth/user'));
    const plans = await import(${JSON.stringify(moduleOf('plans.mts'))});
    const plansUs = await plans.default(new Request('http://localhost/api/plans/us'), { params: { countryCode: 'us' } });
    const list = plansUs.status === 200 ? await plansUs.json() : [];
    const countries = list.map((plan) => [...plan.countryCode.split(','), ...plan.coveredCountries]);
    console.log(JSON.stringify({ exports, authUser: { status: signedOut.status }, plansUs: { status: plansUs.status, countries } }));
  `;
  // Asynchronous: the local Blobs server answering the child runs in this process. An empty
  // NODE_PATH and a folder outside the project: a package import would have nothing to resolve
  // from.
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--input-type=module', '-e', script, ...modules],
    {
      cwd: deployRoot,
      env: { ...withoutCompileCache(process.env), NODE_PATH: '' },
    },
  );
  // The last line: the handlers' request logs come before it.
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
}

describe('the deployed functions (dist-functions/)', () => {
  test('Netlify finds the same functions, routes and schedules as in netlify/functions', async () => {
    const deployed = await asNetlifyListsThem(outdir);
    expect(deployed).toEqual(await asNetlifyListsThem(functionsDir));
    expect(deployed.map((fn) => fn.name)).toContain('redrive-orders');
    expect(deployed.find((fn) => fn.name === 'redrive-orders')?.schedule).toBe('*/5 * * * *');
    expect(deployed.find((fn) => fn.name === 'sweep-expired')?.schedule).toBe('@hourly');
  });

  test.each(functionFiles())(
    '%s imports no package statically: it starts from its own module alone',
    (file) => {
      expect(staticPackageImports(readFileSync(moduleOf(file), 'utf8'))).toEqual([]);
    },
  );

  test('no shared or later-loaded chunk imports a package statically either', () => {
    const chunks = readdirSync(join(outdir, '_chunks')).map((name) =>
      join(outdir, '_chunks', name),
    );
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.flatMap((chunk) => staticPackageImports(readFileSync(chunk, 'utf8')))).toEqual(
      [],
    );
  });

  test('every module loads from a folder with no node_modules, and its handlers answer', async () => {
    const modules = functionFiles().map(moduleOf);
    const { exports, authUser, plansUs } = await loadInFreshNode(modules);
    expect(Object.values(exports)).toEqual(modules.map(() => 'function'));
    expect(authUser.status).toBe(401);
    expect(plansUs.status).toBe(200);
    expect(plansUs.countries.length).toBeGreaterThan(0);
    expect(plansUs.countries.every((countries) => countries.includes('US'))).toBe(true);
  });

  test('Stripe, nodemailer, SheetJS, qrcode, otpauth and pdf-lib stay behind await import()', () => {
    const onDemand = new Set<string>();
    const chunks = readdirSync(join(outdir, '_chunks')).map((name) =>
      join(outdir, '_chunks', name),
    );
    for (const path of [...functionFiles().map(moduleOf), ...chunks]) {
      const code = readFileSync(path, 'utf8');
      for (const match of code.matchAll(/\bimport\(\s*["']([^"'./][^"']*)["']\s*\)/g))
        onDemand.add(match[1] ?? '');
    }
    expect([...onDemand].sort()).toEqual([
      '@pdf-lib/fontkit',
      'nodemailer',
      'otpauth',
      'pdf-lib',
      'qrcode',
      'stripe',
      'xlsx',
    ]);
  });
});
