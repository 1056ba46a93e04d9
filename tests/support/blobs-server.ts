/**
 * A real local Netlify Blobs server for handler tests, in a fresh temporary directory, with the
 * Blobs client of this process pointed at it (docs/decisions/0024-local-platform.md).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { answerReadsWithEtag } from '../../scripts/emulator-workarounds/etag-on-read.ts';
import { listBlobsPrefixFirst } from '../../scripts/emulator-workarounds/prefix-first-listing.ts';

export interface LocalBlobs {
  directory: string;
  stop(): Promise<void>;
}

export async function startLocalBlobs(): Promise<LocalBlobs> {
  const directory = await mkdtemp(join(tmpdir(), 'roamly-blobs-'));
  const token = 'local-test-token';
  // Listings as `npm start` answers them: whole while other requests write.
  listBlobsPrefixFirst();
  // Reads with their etag, as Netlify answers them: a read-change-write loop needs no listing.
  answerReadsWithEtag();
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  setEnvironmentContext({
    edgeURL: url,
    uncachedEdgeURL: url,
    token,
    siteID: 'local-test-site',
    deployID: '0',
  });
  return {
    directory,
    async stop() {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
