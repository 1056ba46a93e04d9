/**
 * What each function loads when a cold instance starts (issue 13), checked on its own code bundled
 * alone: src/ and netlify/ in one module, every package left out.
 * - Bytes: the repository's code and data the function inlines (src/, netlify/, any content/*.json
 *   it imports). They are deterministic for a given esbuild version, so a function that starts
 *   importing something big (the 230 KB content/plans.json, say) fails here.
 * - Packages: the heavy ones (Stripe about 130 ms to load, nodemailer 75, SheetJS 35, qrcode 25)
 *   load only on the paths that use them, through `await import()`. A static import anywhere in a
 *   function's graph, even in a file the function imports dynamically, is hoisted into the module
 *   and loads with every call; it fails here.
 * The deployed build, with zod and @netlify/blobs inside, is checked by deployed-functions.test.ts.
 * Import times are measured by the cold-start bench (scripts/bench/cold-start.ts), not asserted.
 */
import { describe, expect, test } from 'vitest';
import { functionFiles } from '../scripts/build-functions.ts';
import { bundleFunction, staticPackageImports } from '../scripts/bench/function-bundles.ts';

const KB = 1024;
/** The issue's target for every function's own code. */
const DEFAULT_BUDGET = 150 * KB;
/** Exceptions, each with its reason; none today. */
const BUDGETS: Record<string, { bytes: number; reason: string }> = {};
/** Packages a function may load as it starts: validation, storage, and the purge call of admin changes (10 ms). */
const LOADED_AT_START = new Set(['zod', '@netlify/blobs', '@netlify/functions']);

describe('function bundles stay within their byte budgets', () => {
  test.each(functionFiles())('%s', async (file) => {
    const { bytes } = await bundleFunction(file);
    const budget = BUDGETS[file]?.bytes ?? DEFAULT_BUDGET;
    expect(bytes, `${file}: ${(bytes / KB).toFixed(1)} KB of own code, budget ${(budget / KB).toFixed(0)} KB`).toBeLessThanOrEqual(budget);
  });

  test('every exception names a function that exists', () => {
    expect(Object.keys(BUDGETS).filter((file) => !functionFiles().includes(file))).toEqual([]);
  });
});

describe('functions load Stripe, nodemailer, SheetJS and qrcode only on the paths that use them', () => {
  test.each(functionFiles())('%s', async (file) => {
    const { code } = await bundleFunction(file);
    expect(staticPackageImports(code).filter((name) => !LOADED_AT_START.has(name))).toEqual([]);
  });

  test('a static import is seen even when the file holding it is imported dynamically', () => {
    const bundled = [
      'import { z } from "zod";',
      "import Stripe from 'stripe';",
      'import "nodemailer/lib/fetch";',
      'const later = () => import("qrcode");',
    ].join('\n');
    expect(staticPackageImports(bundled)).toEqual(['zod', 'stripe', 'nodemailer']);
  });
});
