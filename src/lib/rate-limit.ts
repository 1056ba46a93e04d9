/**
 * Netlify's per-IP rate limit for functions that take guesses or send mail
 * (docs/product.md#rate-limits).
 * Over the limit, Netlify rewrites the call to /api/too-many-requests, which answers 429 with
 * Retry-After and a JSON message the forms show.
 */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

export function perIpRateLimit(windowLimit: number) {
  return {
    windowLimit,
    windowSize: RATE_LIMIT_WINDOW_SECONDS,
    aggregateBy: ['ip', 'domain'] as ('ip' | 'domain')[],
    action: 'rewrite' as const,
    to: '/api/too-many-requests',
  };
}
