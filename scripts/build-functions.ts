/**
 * The functions Netlify deploys: each pre-bundled into dist-functions/<name>/<name>.mjs with the
 * packages every call needs; what is loaded by `await import()` stays beside it, our own such
 * modules (a language's texts) as chunks read when used
 * (docs/decisions/0025-functions-deploy-pre-bundled.md).
 */
import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));
export const functionsDir = `${root}netlify/functions/`;
export const deployedFunctionsDir = `${root}dist-functions/`;

/** The functions' file names, e.g. `plans.mts`. */
export function functionFiles(): string[] {
  return readdirSync(functionsDir)
    .filter((name) => /\.m?[jt]s$/.test(name) && !name.includes('.test.'))
    .sort();
}

/**
 * How a function is bundled, here for deploys and in the bench and budget tests for its own code
 * alone.
 */
export const functionBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  splitting: true,
  outExtension: { '.js': '.mjs' },
  entryNames: '[name]/[name]',
  // Not a function's folder (no <name>.mjs in it): Netlify bundles each chunk with the functions
  // that import it.
  chunkNames: '_chunks/[name]-[hash]',
} as const satisfies BuildOptions;

/** A function's name: `plans` for `plans.mts`. */
export const functionName = (file: string) => file.replace(/\.m?[jt]s$/, '');

/** A package imported with `await import()` is left to load on first use. */
const keepDynamicPackagesExternal: Plugin = {
  name: 'keep-dynamic-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * Writes every function into `outdir` (emptied first) as `<name>/<name>.mjs`, a folder per
 * function as Netlify reads one, and the code they share or load later into `_chunks/`.
 */
export async function buildFunctions(outdir: string = deployedFunctionsDir): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    ...functionBundleOptions,
    entryPoints: functionFiles().map((file) => `${functionsDir}${file}`),
    outdir,
    plugins: [keepDynamicPackagesExternal],
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildFunctions();
  console.log(`${functionFiles().length} functions bundled into dist-functions/`);
}
