/**
 * `npm run check`: the type check and the linters side by side, not one after another; the check
 * fails when any command fails, and says which. Each command's output is printed whole, under its
 * name, once it ends, so lines of two commands never mix.
 *
 * `astro check` is the one type check: it checks every file tsconfig.json includes (.astro, .ts,
 * .tsx and .mts alike; a type error planted in a script, a test, a function or a component fails
 * it), so a `tsc --noEmit` after it checked the same 510 files again, 23 s more on two cores.
 */
import { spawn } from 'node:child_process';

const COMMANDS: [string, string[]][] = [
  ['astro', ['check']],
  ['eslint', ['.']],
  ['prettier', ['--check', '.']],
  ['knip', []],
];

/** Runs one command (npm puts node_modules/.bin on PATH), resolving with its exit code and output. */
function run(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

const started = performance.now();
const failed: string[] = [];
await Promise.all(
  COMMANDS.map(async ([command, args]) => {
    const line = [command, ...args].join(' ');
    const { code, output } = await run(command, args);
    console.log(`\n── ${line} (${code === 0 ? 'passed' : `failed, exit code ${code}`})\n${output.trimEnd()}`);
    if (code !== 0) failed.push(line);
  }),
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(failed.length === 0 ? `\nAll checks passed in ${seconds} s` : `\nFailed after ${seconds} s: ${failed.join(', ')}`);
process.exitCode = failed.length === 0 ? 0 : 1;
