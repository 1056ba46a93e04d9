/**
 * The page to return to after sign-in (docs/product.md#browser-storage, #account-flows): checkout
 * stores its path before sending a signed-out visitor to /signin.
 */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';
const DEFAULT_AFTER_LOGIN = '/countries';

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

/** The stored path (removed once read), or /countries when there is none or it is unsafe. */
export function takeRedirectAfterLogin(): string {
  try {
    const stored = localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
    if (stored === null) return DEFAULT_AFTER_LOGIN;
    localStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
    return isSameSitePath(stored) ? stored : DEFAULT_AFTER_LOGIN;
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
}
