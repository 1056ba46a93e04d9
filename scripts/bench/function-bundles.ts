/**
 * Each function in netlify/functions bundled as zip-it-and-ship-it bundles a function of the v2
 * API for Netlify: the project's own code in one ESM module, the node_modules packages left out
 * (Netlify ships them beside it as files). For the byte budgets and the packages each function
 * loads with it (tests/function-bundles.test.ts) and the cold-start bench.
 */
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const functionsDir = `${root}netlify/functions/`;

/** The functions' file names, e.g. `plans.mts`. */
export function functionFiles(): string[] {
  return readdirSync(functionsDir)
    .filter((name) => /\.m?[jt]s$/.test(name) && !name.includes('.test.'))
    .sort();
}

/** One function's own code: src/, netlify/ and whatever it inlines from the repository (content/*.json included). */
export async function bundleFunction(file: string): Promise<{ code: string; bytes: number }> {
  const result = await build({
    entryPoints: [`${functionsDir}${file}`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    write: false,
    logLevel: 'silent',
    outfile: 'out.mjs',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild wrote nothing for ${file}`);
  return { code: output.text, bytes: output.contents.byteLength };
}

const STATIC_IMPORT = /^import\s+(?:[^'"]*?\s+from\s+)?["']([^"']+)["'];?$/gm;

/**
 * The packages a bundled module imports statically, so loads with it. A bundler hoists a
 * package's static import to the top of the module even when the file that imports it is itself
 * imported dynamically; only `await import('package')` defers it.
 */
export function staticPackageImports(code: string): string[] {
  const specifiers = [...code.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? '');
  const packages = specifiers.filter((specifier) => !/^(node:|\.|\/)/.test(specifier) && !builtinModules.includes(specifier.split('/')[0] ?? ''));
  return [...new Set(packages.map(packageName))];
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}
