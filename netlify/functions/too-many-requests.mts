import type { Config } from '@netlify/functions';
import { errorResponse } from '../../src/lib/http.ts';
import { RATE_LIMIT_WINDOW_SECONDS } from '../../src/lib/rate-limit.ts';

/** Where Netlify's rate limit rewrites a call that went over its limit. */
export default async () =>
  errorResponse(429, 'Too many requests. Please wait a minute and try again.', { 'Retry-After': String(RATE_LIMIT_WINDOW_SECONDS) });

export const config: Config = { path: '/api/too-many-requests' };
