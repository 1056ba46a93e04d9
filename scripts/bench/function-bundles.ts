/**
 * Each function in netlify/functions with only its own code bundled: the project's modules in one
 * ESM module, every package left out. The byte budget counts it, and tests/function-bundles.test.ts
 * and the cold-start bench read from it the packages a function loads at start.
 */
import { builtinModules } from 'node:module';
import { build } from 'esbuild';
import { functionBundleOptions, functionName, functionsDir } from '../build-functions.ts';

/**
 * One function's own code as it starts: src/, netlify/ and whatever it inlines from the repository
 * (content/*.json included), without the chunks it loads only on use (a language's texts).
 */
export async function bundleFunction(file: string): Promise<{ code: string; bytes: number }> {
  const result = await build({
    ...functionBundleOptions,
    entryPoints: [`${functionsDir}${file}`],
    packages: 'external',
    write: false,
    logLevel: 'silent',
    outdir: 'out',
  });
  const output = result.outputFiles.find((out) => out.path.endsWith(`/${functionName(file)}.mjs`));
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
  const packages = specifiers.filter(
    (specifier) =>
      !/^(node:|\.|\/)/.test(specifier) && !builtinModules.includes(specifier.split('/')[0] ?? ''),
  );
  return [...new Set(packages.map(packageName))];
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}
