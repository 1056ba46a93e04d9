/**
 * `npm run check`: the type check and the linters side by side; it fails when any command fails,
 * and says which. Each output is printed whole under its command's name. `astro check` is the one
 * type check: it covers every file tsconfig.json includes (.astro, .ts, .tsx, .mts), so no `tsc`.
 */
import { spawn } from 'node:child_process';

const COMMANDS: [string, string[]][] = [
  ['astro', ['check']],
  ['eslint', ['.']],
  ['prettier', ['--check', '.']],
  ['knip', []],
];

/**
 * Runs one command (npm puts node_modules/.bin on PATH), resolving with its exit code and output.
 */
function run(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('close', (code) =>
      resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

const started = performance.now();
const failed: string[] = [];
await Promise.all(
  COMMANDS.map(async ([command, args]) => {
    const line = [command, ...args].join(' ');
    const { code, output } = await run(command, args);
    console.log(
      `\n── ${line} (${code === 0 ? 'passed' : `failed, exit code ${code}`})\n${output.trimEnd()}`,
    );
    if (code !== 0) failed.push(line);
  }),
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  failed.length === 0
    ? `\nAll checks passed in ${seconds} s`
    : `\nFailed after ${seconds} s: ${failed.join(', ')}`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
