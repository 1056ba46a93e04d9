/**
 * The page to return to after sign-in (docs/product.md#browser-storage, #account-flows): checkout
 * stores its path before sending a signed-out visitor to /signin.
 */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';
const DEFAULT_AFTER_LOGIN = '/countries';
/** Where a staff sign-in goes after the password: the code from their authenticator app. */
export const SECOND_FACTOR_PATH = '/second-factor';

/** Only a path on this site: '/x' yes; '//evil.example', '/\evil.example' or 'https://…' no. */
export function isSameSitePath(value: string | null | undefined): value is string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\u0000-\u001f]/.test(value);
}

/** Remembers where to come back to after signing in. */
export function rememberRedirectAfterLogin(path: string): void {
  try {
    if (isSameSitePath(path)) localStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
  } catch {
    // No storage: the visitor lands on the default page instead.
  }
}

/**
 * The stored path (removed once read), or `fallback` (/countries; staff: /admin) when there is none
 * or it is unsafe.
 */
export function takeRedirectAfterLogin(fallback = DEFAULT_AFTER_LOGIN): string {
  try {
    const stored = localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
    if (stored === null) return fallback;
    localStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
    return isSameSitePath(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}
