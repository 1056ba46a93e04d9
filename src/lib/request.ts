/**
 * Reading requests safely: JSON bodies with a size cap and a zod schema, and the CSRF rule (state
 * changes only from this site, only as JSON: docs/decisions/0008-the-api-boundary.md). Every reader
 * is a guard
 * (ARCHITECTURE.md, "Failures"): `{ ok: true, ... }` or `{ ok: false, response }` to return.
 */
import type * as z from 'zod';
import { firstMessagePerField } from './field-errors.ts';
import { errorResponse, jsonResponse } from './http.ts';
import type { Guarded } from './result.ts';

const MAX_JSON_BYTES = 16 * 1024;

const tooLargeBody = () => ({
  ok: false as const,
  response: errorResponse(413, 'Request body is too large'),
});

/** Refuses a cross-site state change: Sec-Fetch-Site or an Origin that is not this site. */
export function requireSameSite(req: Request): Guarded {
  const refused = {
    ok: false as const,
    response: errorResponse(403, 'Cross-site requests are not allowed'),
  };
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return refused;
  const origin = req.headers.get('origin');
  if (origin && origin !== new URL(req.url).origin) return refused;
  return { ok: true };
}

/**
 * How readJson reads a body: its size cap, and how a schema's message is worded in the answer
 * (a customer function words the catalogue keys its schemas name in the request's language).
 */
interface ReadJsonOptions {
  maxBytes?: number;
  describe?: (message: string) => string;
}

/** Reads a same-site JSON body of at most `maxBytes` and validates it; every failure is a 4xx. */
export async function readJson<S extends z.ZodType>(
  req: Request,
  schema: S,
  { maxBytes = MAX_JSON_BYTES, describe = (message) => message }: ReadJsonOptions = {},
): Promise<Guarded<{ data: z.infer<S> }>> {
  const sameSite = requireSameSite(req);
  if (!sameSite.ok) return sameSite;
  if (!/^application\/json\b/i.test(req.headers.get('content-type') ?? '')) {
    return { ok: false, response: errorResponse(415, 'Send the request body as application/json') };
  }
  const text = await readTextCapped(req, maxBytes);
  if (text === null) return tooLargeBody();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, response: errorResponse(400, 'Request body is not valid JSON') };
  }
  const result = schema.safeParse(body);
  return result.success
    ? { ok: true, data: result.data }
    : invalidInput(result.error.issues, describe);
}

/** The 400 answer to input that failed its schema: the first problem, and one per field. */
function invalidInput(
  issues: z.core.$ZodIssue[],
  describe: (message: string) => string = (message) => message,
): { ok: false; response: Response } {
  const errors = Object.fromEntries(
    Object.entries(firstMessagePerField(issues)).map(([field, text]) => [field, describe(text)]),
  );
  const message = issues[0] ? describe(issues[0].message) : 'Invalid request';
  return { ok: false, response: jsonResponse({ message, errors }, { status: 400 }) };
}

/**
 * Validates a GET request's query parameters (a repeated one counts once, its last value); a bad
 * one is a 400 whose message says what is wrong.
 */
export function readQuery<S extends z.ZodType>(
  req: Request,
  schema: S,
): Guarded<{ data: z.infer<S> }> {
  const result = schema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  return result.success ? { ok: true, data: result.data } : invalidInput(result.error.issues);
}

/** The raw body as text (for a signature check), or the 413 answer past `maxBytes`. */
export async function readText(req: Request, maxBytes: number): Promise<Guarded<{ text: string }>> {
  const text = await readTextCapped(req, maxBytes);
  return text === null ? tooLargeBody() : { ok: true, text };
}

/**
 * The raw body as text, or null past `maxBytes`: a declared Content-Length over the cap is refused
 * before anything is read, and the stream is read no further than the cap (a missing or lying
 * Content-Length cannot bypass it).
 */
async function readTextCapped(req: Request, maxBytes: number): Promise<string | null> {
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) return null;
  const bytes = await readBytesCapped(req, maxBytes);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

async function readBytesCapped(
  req: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop reading and let the rest go; cancelling makes undici enqueue into a closed stream
      // (an unhandled rejection) when the body is still being produced.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads one file field of a same-site multipart upload (multipart only with the X-Requested-With
 * header, which a cross-site form cannot send: docs/decisions/0008-the-api-boundary.md), refusing
 * it past `maxFileBytes`.
 */
export async function readUploadedFile(
  req: Request,
  field: string,
  maxFileBytes: number,
  tooLargeMessage: string,
): Promise<Guarded<{ name: string; bytes: Uint8Array }>> {
  const sameSite = requireSameSite(req);
  if (!sameSite.ok) return sameSite;
  if (!req.headers.get('x-requested-with'))
    return { ok: false, response: errorResponse(403, 'Uploads need the X-Requested-With header') };
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type))
    return { ok: false, response: errorResponse(415, 'Send the file as multipart/form-data') };

  const maxBytes = maxFileBytes + MULTIPART_OVERHEAD_BYTES;
  const tooLarge = { ok: false as const, response: errorResponse(413, tooLargeMessage) };
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) return tooLarge;
  const body = await readBytesCapped(req, maxBytes);
  if (body === null) return tooLarge;

  let file: FormDataEntryValue | null;
  try {
    file = (await new Response(body, { headers: { 'content-type': type } }).formData()).get(field);
  } catch {
    return { ok: false, response: errorResponse(400, 'The upload could not be read') };
  }
  if (!(file instanceof File))
    return {
      ok: false,
      response: errorResponse(400, `Choose a file to upload (form field "${field}")`),
    };
  if (file.size > maxFileBytes) return tooLarge;
  return { ok: true, name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
