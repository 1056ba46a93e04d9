import { errorResponse } from '../../../lib/http.ts';
import type { Translator } from '../../i18n/translate.ts';

/**
 * 429 for a sign-in step (password or second factor) that must wait, with Retry-After, in `t`'s
 * language.
 */
export function tooManySignInAttempts(t: Translator, retryAfterMs: number): Response {
  const seconds = Math.ceil(retryAfterMs / 1000);
  const message =
    seconds >= 60
      ? t.plural('api.auth.throttledMinutes', Math.ceil(seconds / 60))
      : t.plural('api.auth.throttledSeconds', seconds);
  return errorResponse(429, message, { 'Retry-After': String(seconds) });
}
