/**
 * The real local Blobs server (patched, as the tests and `npm start` run it) answers every listing
 * as upstream does, and the patch is still needed: upstream reads the facts of entries outside a
 * listing's prefix.
 */
import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from '../../tests/support/blobs-server.ts';
import { listBlobsPrefixFirst, withUpstreamListing } from './prefix-first-listing.ts';

const KEYS = [
  'id/0a1b2c',
  'id/0a1b2d',
  'user/6f1e9a70-1c2d-4e5f-8a9b-0c1d2e3f4a5b/0a1b2c',
  'user/6f1e9a70-1c2d-4e5f-8a9b-0c1d2e3f4a5b/0a1b2d',
  'user/6f1e9a71-0000-4e5f-8a9b-0c1d2e3f4a5b/0a1b2e',
  'by-iccid/8944500102198304826/2026-11-20T10:00:00.000Z-0a1b2c',
  'by-iccid/89445001021983048261/2026-11-21T10:00:00.000Z-0a1b2d',
  'by-day/2026-11-20/2026-11-20T10:00:00.000Z-0a1b2c',
  'by-day/2026-11-21/2026-11-21T10:00:00.000Z-0a1b2d',
  'summary',
];

/** Prefixes as the shop lists them: a family, one folder, part of a name, one key, nothing. */
const PREFIXES = [
  '',
  'user/',
  'user/6f1e9a70-1c2d-4e5f-8a9b-0c1d2e3f4a5b/',
  'user/6f1e9a7',
  'by-iccid/8944500102198304826/',
  'by-iccid/8944500102198304826',
  'by-day/',
  'summary',
  'id/0a1b2c',
  'refund/',
];

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
  const store = getStore('orders');
  for (const key of KEYS) await store.setJSON(key, {});
});
afterAll(() => blobs.stop());

async function listings(prefixes: string[]) {
  const store = getStore('orders');
  const answers = [];
  for (const prefix of prefixes) {
    const flat = await store.list({ prefix });
    const folders = await store.list({ prefix, directories: true });
    answers.push({ prefix, flat: flat.blobs, ...folders });
  }
  return answers;
}

test('the patched server answers every listing as upstream does, and reads only the prefix', async () => {
  // The empty prefix is listed before the unreadable entry exists: it is under it.
  const upstream = await withUpstreamListing(() => listings(PREFIXES));
  // An entry whose facts cannot be read, outside every prefix but the empty one.
  const storeFolder = join(blobs.directory, 'entries', 'local-test-site', 'site:orders');
  const loop = join(storeFolder, 'unreadable');
  await symlink(loop, loop);
  // Upstream stats it on the way to `user/` and fails the listing (delete the patch once this
  // passes).
  await expect(
    withUpstreamListing(() => getStore('orders').list({ prefix: 'user/' })),
  ).rejects.toThrow();

  expect(listBlobsPrefixFirst()).toBe(true);
  expect(listBlobsPrefixFirst()).toBe(true);
  const readable = PREFIXES.filter((prefix) => prefix !== '');
  const patched = await listings(readable);
  expect(patched).toEqual(upstream.filter((answer) => answer.prefix !== ''));
  expect(patched.find((answer) => answer.prefix === 'user/')?.flat).toHaveLength(3);
  expect(patched.find((answer) => answer.prefix === 'user/6f1e9a7')?.flat).toHaveLength(3);
});
