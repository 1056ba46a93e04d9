/**
 * The headers every function answer carries, whatever its handler set: a browser may not sniff it
 * into another type, run it as a page or frame it, and nothing private or refused is kept by a
 * cache. Only a successful answer whose handler chose its caching (the public catalogue) keeps it.
 */

const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Shared caches Netlify reads besides Cache-Control. */
const CDN_CACHE_HEADERS = ['CDN-Cache-Control', 'Netlify-CDN-Cache-Control'];

/** Sets the API's headers on `headers`, in place, for an answer with `status`. */
export function applyApiHeaders(headers: Headers, status: number): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
  if (status >= 400) {
    headers.set('Cache-Control', 'no-store');
    for (const name of CDN_CACHE_HEADERS) headers.delete(name);
  } else if (!headers.has('Cache-Control')) {
    headers.set('Cache-Control', 'no-store');
  }
}
