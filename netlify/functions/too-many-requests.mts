import type { Config } from '@netlify/functions';
import { errorResponse } from '../../src/lib/http.ts';
import { RATE_LIMIT_WINDOW_SECONDS } from '../../src/lib/rate-limit.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** Where Netlify's rate limit rewrites a call that went over its limit. */
export default withRequestLog('too-many-requests', async () =>
  errorResponse(429, 'Too many requests. Please wait a minute and try again.', {
    'Retry-After': String(RATE_LIMIT_WINDOW_SECONDS),
  }),
);

export const config: Config = { path: '/api/too-many-requests' };
