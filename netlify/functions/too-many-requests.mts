import type { Config } from '@netlify/functions';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { errorResponse } from '../../src/lib/http.ts';
import { RATE_LIMIT_WINDOW_SECONDS } from '../../src/lib/rate-limit.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** Where Netlify's rate limit rewrites a call that went over its limit (with its headers). */
export default withRequestLog('too-many-requests', async (req: Request) => {
  const { t } = await visitorLanguage(req);
  return errorResponse(429, t('api.tooManyRequests'), {
    'Retry-After': String(RATE_LIMIT_WINDOW_SECONDS),
  });
});

export const config: Config = { path: '/api/too-many-requests' };
