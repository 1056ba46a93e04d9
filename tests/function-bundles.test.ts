/**
 * What each function loads when a cold instance starts, on its own code bundled alone: its bytes
 * stay under budget, and heavy packages load only through `await import()`, since a static one
 * anywhere in its graph is hoisted into the module
 * (docs/decisions/0025-functions-deploy-pre-bundled.md).
 */
import { describe, expect, test } from 'vitest';
import { functionFiles } from '../scripts/build-functions.ts';
import { bundleFunction, staticPackageImports } from '../scripts/bench/function-bundles.ts';

const KB = 1024;
/**
 * Every function's own code and the data it inlines (any content/*.json it imports): deterministic
 * for one esbuild version, so a function that starts importing something big fails here.
 */
const DEFAULT_BUDGET = 150 * KB;
/** Exceptions, each with its reason. */
const BUDGETS: Record<string, { bytes: number; reason: string }> = {
  'redrive-orders.mts': {
    bytes: 190 * KB,
    reason:
      'the re-drive finishes every step of an order (provisioning, refunds, quotes in ten currencies and by customer, mails, sales) and keeps a cursor and a backlog alert per step: it runs on a schedule, and no customer waits for its cold start',
  },
};
/**
 * Packages a function may load as it starts: validation, storage, and the purge call of admin
 * changes (10 ms).
 */
const LOADED_AT_START = new Set(['zod', '@netlify/blobs', '@netlify/functions']);

describe('function bundles stay within their byte budgets', () => {
  test.each(functionFiles())('%s', async (file) => {
    const { bytes } = await bundleFunction(file);
    const budget = BUDGETS[file]?.bytes ?? DEFAULT_BUDGET;
    expect(
      bytes,
      `${file}: ${(bytes / KB).toFixed(1)} KB of own code, budget ${(budget / KB).toFixed(0)} KB`,
    ).toBeLessThanOrEqual(budget);
  });

  test('every exception names a function that exists', () => {
    expect(Object.keys(BUDGETS).filter((file) => !functionFiles().includes(file))).toEqual([]);
  });
});

describe('functions load Stripe, nodemailer, SheetJS, qrcode and otpauth only on the paths that use them', () => {
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
