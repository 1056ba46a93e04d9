/**
 * Cold start per function, as Netlify deploys it: each module `npm run build` and
 * zip-it-and-ship-it produce, imported in a fresh Node process, median of 5: what a cold instance
 * pays before the handler runs, less Netlify's own bootstrap
 * (docs/decisions/0025-functions-deploy-pre-bundled.md).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { buildFunctions, deployedFunctionsDir } from '../build-functions.ts';
import { withoutCompileCache } from '../compile-cache.ts';
import { bundleFunction, staticPackageImports } from './function-bundles.ts';
import { percentile } from './stats.ts';

const RUNS = 5;
const root = fileURLToPath(new URL('../../', import.meta.url));
// Times only the import: Node's boot is the same for every function. CPU time (all threads) is
// printed beside wall time because it barely moves when other work shares the machine.
const importTimer = [
  'const cpu = process.cpuUsage(); const t = performance.now();',
  'for (const path of process.argv.slice(1)) await import(path);',
  'const used = process.cpuUsage(cpu); console.log(performance.now() - t, (used.user + used.system) / 1000);',
].join(' ');

/** Wall and CPU milliseconds to import `specifiers` in a fresh Node process, medians of RUNS. */
function medianImportMs(specifiers: string[]): { wall: number; cpu: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  // A fresh instance has no compile cache: none is inherited from a run that set one (npm start's).
  const env = withoutCompileCache(process.env);
  // One run first, not counted: the module was just written, and the first read of a file is the
  // disk's time, not Node's.
  for (let run = -1; run < RUNS; run++) {
    const result = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', importTimer, ...specifiers],
      { cwd: root, encoding: 'utf8', env },
    );
    if (result.status !== 0)
      throw new Error(`Importing ${specifiers.join(', ')} failed: ${result.stderr}`);
    if (run < 0) continue;
    const [wallMs, cpuMs] = result.stdout.trim().split(' ').map(Number);
    wall.push(wallMs ?? NaN);
    cpu.push(cpuMs ?? NaN);
  }
  return { wall: percentile(wall, 50), cpu: percentile(cpu, 50) };
}

/**
 * dist-functions/ built and packed as Netlify's build packs it; the path of each function's module,
 * by source file.
 */
async function buildAsNetlify(into: string): Promise<Map<string, string>> {
  await buildFunctions();
  const built = await zipFunctions([deployedFunctionsDir], into, {
    archiveFormat: 'none',
    basePath: root,
    // As netlify.toml's [functions] section.
    config: { '*': { includedFiles: ['content/plans.json'], includedFilesBasePath: root } },
    featureFlags: { zisi_pure_esm: true, zisi_pure_esm_mjs: true },
  });
  return new Map(
    built
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((fn) => [`${fn.name}.mts`, join(fn.path, 'dist-functions', fn.name, `${fn.name}.mjs`)]),
  );
}

/**
 * The Markdown table: per function, its own code, what its module loads at start, the import time.
 */
export async function benchColdStart(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'cold-start-'));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = [
    '| function | own code | deployed module (own code and the packages it needs at start) | packages loaded from node_modules at start | import, wall (median of 5) | import, CPU (median of 5) |',
    '|---|---|---|---|---|---|',
  ];
  try {
    for (const [file, module] of await buildAsNetlify(dir)) {
      const code = readFileSync(module);
      const { bytes: ownBytes } = await bundleFunction(file);
      const { wall, cpu } = medianImportMs([module]);
      const packages = staticPackageImports(code.toString('utf8')).join(', ') || 'none';
      rows.push(
        `| ${file} | ${kb(ownBytes)} | ${kb(code.byteLength)} | ${packages} | ${wall.toFixed(0)} ms | ${cpu.toFixed(0)} ms |`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchColdStart());
