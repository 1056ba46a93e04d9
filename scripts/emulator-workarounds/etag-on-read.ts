/**
 * Answers a Blobs read with the blob's etag, as Netlify does, so a read-change-write loop can write
 * back `onlyIfMatch` without listing its key: upstream `get` and `head` send only the metadata
 * (docs/decisions/0024-local-platform.md). Its test fails when an upgrade sends an etag itself.
 */
import { BlobsServer } from '@netlify/blobs/server';

type Handler = (req: Request) => Promise<Response>;

interface ReadingServer {
  get: Handler;
  head: Handler;
  address: string;
  parseAPIRequest(req: Request): { url: URL } | null;
  getLocalPaths(url: URL): { dataPath?: string; key?: string };
  etagOnRead?: true;
}
const prototype = BlobsServer.prototype as unknown as ReadingServer;
const generateETag = (BlobsServer as unknown as { generateETag?(path: string): Promise<string> })
  .generateETag;
const upstream = { get: prototype.get, head: prototype.head };

/** Upstream's `method` with the etag of the blob read added to a found blob's answer. */
function withEtag(method: Handler): Handler {
  return async function (this: ReadingServer, req) {
    const url = this.parseAPIRequest(req)?.url ?? new URL(req.url ?? '', this.address);
    const { dataPath, key } = this.getLocalPaths(url);
    // Taken before the read: a write landing between makes the etag older than the value, so a
    // write back at it fails and is tried again, never the other way round.
    const etag = key && dataPath ? await generateETag!(dataPath) : '';
    const response = await method.call(this, req);
    if (!etag || response.status !== 200 || response.headers.has('etag')) return response;
    const headers = new Headers(response.headers);
    headers.set('etag', etag);
    return new Response(response.body, { status: 200, headers });
  };
}

/** Patches the local Blobs server's reads once; true when they are (or already were) patched. */
export function answerReadsWithEtag(): boolean {
  const parts = [upstream.get, upstream.head, prototype.getLocalPaths, generateETag];
  if (parts.some((part) => typeof part !== 'function')) return false;
  if (prototype.etagOnRead) return true;
  prototype.get = withEtag(upstream.get);
  prototype.head = withEtag(upstream.head);
  prototype.etagOnRead = true;
  return true;
}

/** Runs `read` on upstream's reads, then patches again: how the test shows the patch is needed. */
export async function withUpstreamReads<T>(read: () => Promise<T>): Promise<T> {
  prototype.get = upstream.get;
  prototype.head = upstream.head;
  delete prototype.etagOnRead;
  try {
    return await read();
  } finally {
    answerReadsWithEtag();
  }
}
