import { errorResponse } from '../../lib/http.ts';

/** 429 for a sign-in step (password or second factor) that must wait, with Retry-After. */
export function tooManySignInAttempts(retryAfterMs: number): Response {
  const seconds = Math.ceil(retryAfterMs / 1000);
  const wait = seconds >= 60 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return errorResponse(429, `Too many sign-in attempts. Try again in ${wait}.`, {
    'Retry-After': String(seconds),
  });
}
