/**
 * The catalogue the build renders (docs/decisions/0022-catalogue-upload.md): the live one from
 * Blobs when the build can reach it (on Netlify, and under `npm start`), the local Blobs data of
 * `npm start` when a plain build runs on a developer's machine, and content/plans.json otherwise.
 */
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { setEnvironmentContext } from '@netlify/blobs';
import { buildHasBlobsAccess, isNetlifyBuild } from '../../lib/env.ts';
import { defaultCatalogue, loadCatalogue, type Catalogue } from './catalogue.server.ts';

export type CatalogueSource = 'blobs' | 'local blobs' | 'content';

const LOCAL_BLOBS_DIR = fileURLToPath(new URL('../../../.netlify/blobs-serve', import.meta.url));

let loaded: Promise<{ catalogue: Catalogue; source: CatalogueSource }> | undefined;

/** Read once per build, so every page and /build-info.json show the same version. */
export function loadBuildCatalogue(): Promise<{ catalogue: Catalogue; source: CatalogueSource }> {
  loaded ??= read();
  return loaded;
}

async function read(): Promise<{ catalogue: Catalogue; source: CatalogueSource }> {
  if (buildHasBlobsAccess()) {
    // On Netlify a build that cannot read the live catalogue fails, and the last deploy stays up.
    return { catalogue: await loadCatalogue(), source: 'blobs' };
  }
  if (!isNetlifyBuild() && existsSync(LOCAL_BLOBS_DIR)) {
    try {
      return { catalogue: await readLocalBlobs(), source: 'local blobs' };
    } catch (error) {
      console.warn(
        'Local Blobs data unreadable, building from content/:',
        error instanceof Error ? error.message : error,
      );
    }
  }
  return { catalogue: defaultCatalogue(), source: 'content' };
}

/** Serves .netlify/blobs-serve (the data of `npm start`, site '0') for the time of one read. */
async function readLocalBlobs(): Promise<Catalogue> {
  const { BlobsServer } = await import('@netlify/blobs/server');
  const token = randomBytes(16).toString('hex');
  const server = new BlobsServer({ directory: LOCAL_BLOBS_DIR, token });
  const { port } = await server.start();
  try {
    const url = `http://localhost:${port}`;
    setEnvironmentContext({
      edgeURL: url,
      uncachedEdgeURL: url,
      token,
      siteID: '0',
      deployID: '0',
    });
    return await loadCatalogue();
  } finally {
    await server.stop();
  }
}
