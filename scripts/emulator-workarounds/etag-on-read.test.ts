/**
 * The real local Blobs server (patched, as the tests and `npm start` run it) answers a read with
 * the etag a conditional write checks, as Netlify's service does, and the patch is still needed:
 * upstream answers reads without one.
 */
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from '../../tests/support/blobs-server.ts';
import { answerReadsWithEtag, withUpstreamReads } from './etag-on-read.ts';

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());

test('a read carries the etag the write answered, and a write back at it takes effect once', async () => {
  const store = getStore('users');
  const written = await store.setJSON('count/one', { n: 1 });
  const read = await store.getWithMetadata('count/one', { type: 'json' });
  expect(read?.etag).toBe(written.etag);
  expect((await store.getMetadata('count/one'))?.etag).toBe(written.etag);

  const again = await store.setJSON('count/one', { n: 2 }, { onlyIfMatch: read!.etag! });
  expect(again.modified).toBe(true);
  expect((await store.setJSON('count/one', { n: 3 }, { onlyIfMatch: read!.etag! })).modified).toBe(
    false,
  );
  expect(await store.get('count/one', { type: 'json' })).toEqual({ n: 2 });
  expect(await store.getWithMetadata('count/absent')).toBeNull();
});

test('upstream answers reads without an etag (delete the patch once this fails)', async () => {
  const store = getStore('users');
  await store.setJSON('count/two', { n: 1 });
  const read = await withUpstreamReads(() => store.getWithMetadata('count/two'));
  expect(read?.etag).toBeUndefined();
  expect(answerReadsWithEtag()).toBe(true);
  expect((await store.getWithMetadata('count/two'))?.etag).toMatch(/^".+"$/);
});
