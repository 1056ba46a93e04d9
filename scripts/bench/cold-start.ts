/**
 * Cold start per function, as Netlify deploys it. Each function is built by zip-it-and-ship-it, the
 * bundler Netlify's build runs: for functions of the v2 API it bundles the project's own code into
 * one module and ships the node_modules packages it uses beside it, as files (netlify.toml's
 * `node_bundler` does not apply to them). That module is then imported in a fresh Node process,
 * median of 5: what a cold instance pays before the handler runs, less Netlify's bootstrap, which
 * is the same for every function.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipFunction } from '@netlify/zip-it-and-ship-it';
import { functionFiles, functionsDir, staticPackageImports } from './function-bundles.ts';
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
  for (let run = 0; run < RUNS; run++) {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', importTimer, ...specifiers], { cwd: root, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`Importing ${specifiers.join(', ')} failed: ${result.stderr}`);
    const [wallMs, cpuMs] = result.stdout.trim().split(' ').map(Number);
    wall.push(wallMs ?? NaN);
    cpu.push(cpuMs ?? NaN);
  }
  return { wall: percentile(wall, 50), cpu: percentile(cpu, 50) };
}

/** The function built as Netlify builds it; returns the path of its own module. */
async function buildAsNetlify(file: string, into: string): Promise<string> {
  const built = await zipFunction(`${functionsDir}${file}`, into, {
    archiveFormat: 'none',
    basePath: root,
    // As netlify.toml's [functions] section.
    config: { '*': { nodeBundler: 'esbuild_zisi', includedFiles: ['content/plans.json'], includedFilesBasePath: root } },
    featureFlags: { zisi_pure_esm: true, zisi_pure_esm_mjs: true },
  });
  if (!built) throw new Error(`zip-it-and-ship-it built nothing for ${file}`);
  return join(built.path, 'netlify', 'functions', file.replace(/\.m?[jt]s$/, '.mjs'));
}

/** The Markdown table: per function, its own module, the packages it loads, the import time. */
export async function benchColdStart(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'cold-start-'));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const floor = medianImportMs(['zod', '@netlify/blobs']);
  const rows = [
    '| function | own code (its module) | packages loaded with it | import, wall (median of 5) | import, CPU (median of 5) |',
    '|---|---|---|---|---|',
    `| (floor: zod and @netlify/blobs alone, which every function but two loads) | | | ${floor.wall.toFixed(0)} ms | ${floor.cpu.toFixed(0)} ms |`,
  ];
  try {
    for (const file of functionFiles()) {
      const module = await buildAsNetlify(file, dir);
      const code = readFileSync(module);
      const { wall, cpu } = medianImportMs([module]);
      const packages = staticPackageImports(code.toString('utf8')).join(', ');
      rows.push(`| ${file} | ${kb(code.byteLength)} | ${packages} | ${wall.toFixed(0)} ms | ${cpu.toFixed(0)} ms |`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchColdStart());
