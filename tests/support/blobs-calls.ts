/**
 * Counts the Blobs calls a piece of work makes, in every store, at the Blobs client's request, the
 * real local server answering underneath. A listing counts as the 1,000-key pages Netlify would
 * answer, since the local server answers it whole and would hide a growing listing.
 */
import { getStore } from '@netlify/blobs';

/** Netlify Blobs answers a listing in pages of at most this many keys. */
const KEYS_PER_LIST_PAGE = 1000;

export interface BlobsCalls {
  /** get, getWithMetadata, getMetadata. */
  reads: number;
  /** set, setJSON, conditional or not. */
  writes: number;
  deletes: number;
  /** Pages of listings, as Netlify would answer them. */
  listPages: number;
  total: number;
}

interface BlobsRequest {
  key?: string;
  method: string;
  storeName?: string;
}
type MakeRequest = (request: BlobsRequest) => Promise<Response>;

/** The Blobs client's prototype, which every store's calls go through. */
export function blobsClientPrototype(): { makeRequest: MakeRequest } {
  const store = getStore({ name: 'dev-orders' }) as unknown as { client: object };
  return Object.getPrototypeOf(store.client) as { makeRequest: MakeRequest };
}

const noCalls = (): BlobsCalls => ({ reads: 0, writes: 0, deletes: 0, listPages: 0, total: 0 });

/** How many pages Netlify would answer a listing's response in. */
async function pagesOf(response: Response): Promise<number> {
  if (!response.ok) return 1;
  const listed = (await response.clone().json()) as { blobs?: unknown[]; directories?: unknown[] };
  const keys = (listed.blobs?.length ?? 0) + (listed.directories?.length ?? 0);
  return Math.max(1, Math.ceil(keys / KEYS_PER_LIST_PAGE));
}

/**
 * Runs `work` and counts every Blobs call made until it settles. Run it alone: a call made by
 * other work at the same time counts too.
 */
export async function countBlobsCalls<T>(
  work: () => Promise<T>,
): Promise<{ result: T; calls: BlobsCalls }> {
  const client = blobsClientPrototype();
  const original = client.makeRequest;
  const calls = noCalls();
  client.makeRequest = async function (this: unknown, request: BlobsRequest) {
    const response = await original.call(this, request);
    const method = request.method.toLowerCase();
    if (request.key === undefined && method === 'get') calls.listPages += await pagesOf(response);
    else if (method === 'get' || method === 'head') calls.reads++;
    else if (method === 'put') calls.writes++;
    else if (method === 'delete') calls.deletes++;
    return response;
  };
  try {
    const result = await work();
    calls.total = calls.reads + calls.writes + calls.deletes + calls.listPages;
    return { result, calls };
  } finally {
    client.makeRequest = original;
  }
}
