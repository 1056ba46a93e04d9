/**
 * The local Blobs server, on 127.0.0.1 only, data in .netlify/blobs-serve/. The emulator's own
 * listens on every interface, guarded only by a token (docs/decisions/0024-local-platform.md), so
 * it is off (start-serve.ts) and the functions get this one's address.
 */
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { BlobsServer } from '@netlify/blobs/server';
import { listenLocally } from './local-server.ts';
import { sendResponse } from './send-response.ts';

/**
 * `npm start`'s data, and the browser tests' server's (`npm run start:test`) apart from it:
 * accounts the tests made with passwords hashed at the test cost, which `npm start` refuses, never
 * mix with the local shop's, nor do the hundreds of orders a run leaves.
 */
export const LOCAL_DATA_FOLDER = '.netlify/blobs-serve/';
export const BROWSER_TEST_DATA_FOLDER = '.netlify/blobs-serve-test/';

export interface LocalBlobs {
  /** The server's address, http://127.0.0.1:<port>. */
  url: string;
  stop(): Promise<void>;
}

/** Starts the server on 127.0.0.1 and sets NETLIFY_BLOBS_CONTEXT in `env` for what runs after. */
export async function startLocalBlobs(
  directory: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<LocalBlobs> {
  await mkdir(directory, { recursive: true });
  const token = randomBytes(24).toString('base64url');
  // Its handler and address are private in its types: they are what its own start() uses.
  const blobs = new BlobsServer({ directory, token }) as unknown as BlobsServerInternals;
  const server = await listenLocally(
    (req, res) =>
      void blobs
        .handleRequest(toRequest(req))
        .then((response) => sendResponse(response, res))
        .catch((error: unknown) => {
          console.error('Local Blobs server error', error);
          if (!res.headersSent) res.writeHead(500);
          res.end();
        }),
    0,
    ['127.0.0.1'],
  );
  const url = `http://127.0.0.1:${server.port}`;
  // Signed URLs and listings are built on it.
  blobs.address = url;
  // What @netlify/dev's runtime sets for a site that is not linked (site and deploy "0").
  const context = {
    deployID: '0',
    edgeURL: url,
    primaryRegion: 'us-east-2',
    siteID: '0',
    token,
    uncachedEdgeURL: url,
  };
  env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString('base64');
  return { url, stop: () => server.close() };
}

interface BlobsServerInternals {
  address: string;
  handleRequest(req: Request): Promise<Response>;
}

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', 'http://127.0.0.1'), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : null,
    duplex: 'half',
  } as RequestInit);
}
