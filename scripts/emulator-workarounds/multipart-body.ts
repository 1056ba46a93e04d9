/**
 * Uploads reach a function intact: multipart bodies are forwarded base64-encoded, as Netlify does.
 * Upstream: netlify/primitives packages/functions/dev/src/runtimes/nodejs/lambda.ts reads the body
 * as text (`await request.text()`) yet flags it `isBase64Encoded`, so the bytes arrive garbled.
 */
import type { IncomingMessage } from 'node:http';

/** Past this the function refuses the upload anyway (5 MB and the multipart overhead). */
const MAX_FORWARDED_UPLOAD_BYTES = 6 * 1024 * 1024;

/** For a multipart POST to a function: the request to hand the emulator instead. Else null. */
export async function multipartRequestForEmulator(
  req: IncomingMessage,
  url: URL,
): Promise<Request | null> {
  const isMultipartApiCall =
    req.method === 'POST' &&
    url.pathname.startsWith('/api/') &&
    /^multipart\//i.test(req.headers['content-type'] ?? '');
  return isMultipartApiCall ? base64EncodedRequest(req, url) : null;
}

async function base64EncodedRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > MAX_FORWARDED_UPLOAD_BYTES) break;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'content-length' || name === 'transfer-encoding') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The Request's URL as the emulator builds it for every other call (from Host), so the upload's
  // Origin check compares like the rest. It is never fetched, and start.ts has already refused
  // any Host that is not localhost or an IP address (local-server.ts), so it names this server.
  const origin = `http://${req.headers.host ?? 'localhost'}`;
  return new Request(new URL(url.pathname + url.search, origin), {
    method: 'POST',
    headers,
    body: Buffer.concat(chunks).toString('base64'),
  });
}
