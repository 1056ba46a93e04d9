/**
 * On a page that needs an account (checkout, plan links, orders, admin) a signed-out visitor is
 * told why (destructive toast), the page to come back to is remembered, and after 1 s the browser
 * goes to sign in (docs/product.md#purchase-flow, docs/product.md#sign-in-gate).
 */
import { rememberRedirectAfterLogin } from './redirect-after-login.ts';
import { showToast } from '../../components/ui/toast.store.ts';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '../i18n/locales.ts';

/** The pause between the sign-in notice and the redirect (docs/product.md#timings). */
export const SIGN_IN_REDIRECT_DELAY_MS = 1000;

interface SignInNotice {
  title: string;
  description: string;
  /** The path to return to after signing in; none when the page does not need it. */
  returnPath?: string;
  /** Where to sign in: /signin, or /api/login for orders (docs/product.md#sign-in-gate). */
  destination?: string;
  /** The page's language: the sign-in page is in it (English when not given). */
  locale?: Locale;
}

/** Says why in a toast, remembers `returnPath`, then goes to sign in after the pause. */
export function sendToSignIn({
  title,
  description,
  returnPath,
  locale = DEFAULT_LOCALE,
  destination = localizedPath(locale, '/signin'),
}: SignInNotice): void {
  showToast({ title, description, variant: 'destructive' });
  if (returnPath) rememberRedirectAfterLogin(returnPath);
  window.setTimeout(() => window.location.assign(destination), SIGN_IN_REDIRECT_DELAY_MS);
}
