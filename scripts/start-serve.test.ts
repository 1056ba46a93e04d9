/**
 * `npm start` with an emulator whose per-call bundles cannot be patched: it refuses to start,
 * since two overlapping calls to one function would race (docs/decisions/0024-local-platform.md).
 */
import { FunctionsHandler } from '@netlify/functions-dev';
import { afterEach, expect, test } from 'vitest';
import { startLocalShop } from './start-serve.ts';
import { createProgress } from './start-progress.ts';

const handler = FunctionsHandler.prototype as unknown as { invoke?: unknown };
const invoke = handler.invoke;
const environment = { ...process.env };
afterEach(() => {
  handler.invoke = invoke;
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
});

test('refuses to start when reuse-builds.ts finds nothing to patch in the emulator', async () => {
  // What an upgrade that renames the emulator's FunctionsHandler.invoke looks like.
  delete handler.invoke;
  const lines: string[] = [];
  const shop = startLocalShop({
    root: new URL('..', import.meta.url),
    port: 0,
    selfOrigin: 'http://localhost:0',
    progress: createProgress((line) => lines.push(line)),
    hosts: ['127.0.0.1'],
  });
  await expect(shop).rejects.toThrow('emulator-workarounds/reuse-builds.ts found nothing to patch');
  expect(lines.join('\n')).not.toContain("Starting Netlify's emulator");
});
