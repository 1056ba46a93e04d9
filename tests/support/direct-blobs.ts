/**
 * Runs seeding code with its Blobs reads and writes sent straight to the local server's files, not
 * over HTTP, laid out as the server keeps them, so the shop's repositories write 10,000 orders in
 * seconds and the server answers them as its own. Listings still go to the server.
 */
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { BlobsServer } from '@netlify/blobs/server';
import { blobsClientPrototype } from './blobs-calls.ts';

interface BlobsRequest {
  body?: string | ArrayBuffer | Blob;
  conditions?: { onlyIfMatch?: string; onlyIfNew?: boolean };
  key?: string;
  method: string;
  storeName?: string;
}

const etagOf = (path: string): Promise<string> =>
  (BlobsServer as unknown as { generateETag(path: string): Promise<string> }).generateETag(path);

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** One writer per file at a time, so a conditional write's check and write are one step. */
const queues = new Map<string, Promise<unknown>>();
function oneAtATime<T>(path: string, step: () => Promise<T>): Promise<T> {
  const next = (queues.get(path) ?? Promise.resolve()).then(step, step);
  const settled = next.catch(() => {});
  queues.set(path, settled);
  void settled.then(() => {
    if (queues.get(path) === settled) queues.delete(path);
  });
  return next;
}

async function bodyOf(body: BlobsRequest['body']): Promise<Buffer> {
  if (body === undefined) return Buffer.alloc(0);
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Blob) return Buffer.from(await body.arrayBuffer());
  return Buffer.from(body);
}

async function answer(path: string, request: BlobsRequest): Promise<Response> {
  const method = request.method.toLowerCase();
  if (method === 'get' || method === 'head') {
    if (!(await exists(path))) return new Response(null, { status: 404 });
    const etag = await etagOf(path);
    return new Response(method === 'get' ? await readFile(path) : null, { headers: { etag } });
  }
  if (method === 'delete') {
    await rm(path, { force: true });
    return new Response(null, { status: 204 });
  }
  return oneAtATime(path, async () => {
    const present = await exists(path);
    const { onlyIfMatch, onlyIfNew } = request.conditions ?? {};
    if (
      (onlyIfNew && present) ||
      (onlyIfMatch && (!present || (await etagOf(path)) !== onlyIfMatch))
    )
      return new Response(null, { status: 412 });
    await mkdir(dirname(path), { recursive: true });
    const temporary = resolve(dirname(path), `.${randomBytes(6).toString('hex')}`);
    await writeFile(temporary, await bodyOf(request.body));
    await rename(temporary, path);
    return new Response(null, { headers: { etag: await etagOf(path) } });
  });
}

/**
 * Runs `work` with every Blobs call that names a key answered from the files under `directory`
 * (the local server's, from useLocalBlobs). Run nothing else meanwhile.
 */
export async function withDirectBlobs<T>(directory: string, work: () => Promise<T>): Promise<T> {
  const client = blobsClientPrototype() as unknown as {
    makeRequest: (this: { siteID: string }, request: BlobsRequest) => Promise<Response>;
  };
  const original = client.makeRequest;
  client.makeRequest = function (request) {
    if (request.key === undefined || request.storeName === undefined)
      return original.call(this, request);
    const path = resolve(
      directory,
      'entries',
      this.siteID,
      request.storeName,
      ...request.key.split('/'),
    );
    return answer(path, request);
  };
  try {
    return await work();
  } finally {
    client.makeRequest = original;
  }
}
