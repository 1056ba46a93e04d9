/**
 * Byte budgets of the functions' own code (issue 13): each function bundled as Netlify's esbuild
 * bundler does, with node_modules packages left out (`packages: 'external'`). What is counted is
 * the repository's code and data the function inlines: src/, netlify/ and any content/*.json it
 * imports. Packages are weighed by the cold-start bench (scripts/bench/cold-start.ts) instead:
 * their bytes do not depend on this code, and the heavy ones (nodemailer, Stripe, qrcode, SheetJS)
 * load only on the paths that use them. Bytes are deterministic for a given esbuild version, so a
 * function that starts importing something big (the 230 KB content/plans.json, say) fails here.
 */
import { describe, expect, test } from 'vitest';
import { bundleFunction, functionFiles } from '../scripts/bench/function-bundles.ts';

const KB = 1024;
/** The issue's target for every function's own code. */
const DEFAULT_BUDGET = 150 * KB;
/**
 * Exceptions, each with its reason; none today. (The issue's exception, the admin upload loading
 * SheetJS, is about a package, which is not counted here: its own code is within the default.)
 */
const BUDGETS: Record<string, { bytes: number; reason: string }> = {};

describe('function bundles stay within their byte budgets', () => {
  test.each(functionFiles())('%s', async (file) => {
    const { bytes } = await bundleFunction(file, 'external');
    const budget = BUDGETS[file]?.bytes ?? DEFAULT_BUDGET;
    expect(bytes, `${file}: ${(bytes / KB).toFixed(1)} KB of own code, budget ${(budget / KB).toFixed(0)} KB`).toBeLessThanOrEqual(budget);
  });

  test('every exception names a function that exists', () => {
    expect(Object.keys(BUDGETS).filter((file) => !functionFiles().includes(file))).toEqual([]);
  });
});
