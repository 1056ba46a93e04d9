/**
 * Text answers compressed as Netlify's CDN compresses them (brotli, else gzip). Upstream: the
 * emulator never compresses (netlify/primitives packages/static/src/main.ts answers
 * `new Response(stream, { headers, status: 200 })`); compression.test.ts fails the day it does.
 */
import { Duplex } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|ld\+json)|image\/svg\+xml)/;

/** `response`, compressed for a client that sent `acceptEncoding` when its type is text. */
export function compressForClient(response: Response, acceptEncoding = ''): Response {
  const encoding = chooseEncoding(response, acceptEncoding);
  if (!encoding || !response.body) return response;
  const headers = new Headers(response.headers);
  headers.set('content-encoding', encoding);
  headers.set('vary', 'Accept-Encoding');
  headers.delete('content-length');
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip();
  const body = response.body.pipeThrough(
    Duplex.toWeb(compressor) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
  );
  return new Response(body, { status: response.status, headers });
}

function chooseEncoding(response: Response, acceptEncoding: string): 'br' | 'gzip' | null {
  if (
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(response.headers.get('content-type') ?? '')
  )
    return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
}
