/**
 * Bundles each function in netlify/functions the way Netlify's esbuild bundler does (ESM, node
 * platform, packages bundled, a `require` shim for CommonJS packages), for the cold-start bench
 * and the byte-budget test (tests/function-bundles.test.ts).
 */
import { readdirSync } from 'node:fs';
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

// CommonJS packages (nodemailer, xlsx) call require() for Node's built-ins; Netlify adds this too.
const requireShim = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * One function bundled. `packages: 'external'` leaves node_modules out: the bytes of the
 * project's own code plus whatever it inlines from the repository (content/*.json included).
 */
export async function bundleFunction(file: string, packages: 'bundle' | 'external'): Promise<{ code: string; bytes: number }> {
  const result = await build({
    entryPoints: [`${functionsDir}${file}`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages,
    banner: { js: requireShim },
    write: false,
    logLevel: 'silent',
    outfile: 'out.mjs',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild wrote nothing for ${file}`);
  return { code: output.text, bytes: output.contents.byteLength };
}
