/**
 * Cold start per function: each function bundled as Netlify bundles it, then imported in a fresh
 * Node process (median of 5). Import time is what a cold instance pays before the handler runs.
 * "Own code" is the bundle with node_modules left out (the budget tests/function-bundles.test.ts
 * holds); "bundle" is everything the instance loads.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleFunction, functionFiles } from './function-bundles.ts';
import { percentile } from './stats.ts';

const RUNS = 5;
// Times only the import: Node's boot is the same for every function. CPU time (all threads) is
// printed beside wall time because it barely moves when other work shares the machine.
const importTimer = [
  'const cpu = process.cpuUsage(); const t = performance.now();',
  'await import(process.argv[1]);',
  'const used = process.cpuUsage(cpu); console.log(performance.now() - t, (used.user + used.system) / 1000);',
].join(' ');

/** Wall and CPU milliseconds to import the bundle at `path` in a fresh Node process, medians of RUNS. */
function medianImportMs(path: string): { wall: number; cpu: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', importTimer, path], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`Importing ${path} failed: ${result.stderr}`);
    const [wallMs, cpuMs] = result.stdout.trim().split(' ').map(Number);
    wall.push(wallMs ?? NaN);
    cpu.push(cpuMs ?? NaN);
  }
  return { wall: percentile(wall, 50), cpu: percentile(cpu, 50) };
}

/** The Markdown table: per function, its own code, the whole bundle, and the import time. */
export async function benchColdStart(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'cold-start-'));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = ['| function | own code | bundle | import, wall (median of 5) | import, CPU (median of 5) |', '|---|---|---|---|---|'];
  try {
    for (const file of functionFiles()) {
      const own = await bundleFunction(file, 'external');
      const all = await bundleFunction(file, 'bundle');
      const path = join(dir, file.replace(/\.m?[jt]s$/, '.mjs'));
      writeFileSync(path, all.code);
      const { wall, cpu } = medianImportMs(path);
      rows.push(`| ${file} | ${kb(own.bytes)} | ${kb(all.bytes)} | ${wall.toFixed(0)} ms | ${cpu.toFixed(0)} ms |`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchColdStart());
