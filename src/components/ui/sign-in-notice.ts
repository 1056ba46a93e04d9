/**
 * Spec §4 "Purchase flow" step 2 and §6: on a page that needs an account (checkout, plan links,
 * orders, admin) a signed-out visitor is told why (destructive toast), the page to come back to
 * is remembered, and after 1 s the browser goes to sign in.
 */
import { rememberRedirectAfterLogin } from '../../features/auth/redirect-after-login.ts';
import { showToast } from './toast.store.ts';

/** Spec §9: the pause between the sign-in notice and the redirect. */
export const SIGN_IN_REDIRECT_DELAY_MS = 1000;

interface SignInNotice {
  title: string;
  description: string;
  /** The path to return to after signing in; none when the page does not need it. */
  returnPath?: string;
  /** Where to sign in: /signin, or /api/login for the orders page (spec §6). */
  destination?: string;
}

/** Says why in a toast, remembers `returnPath`, then goes to sign in after the pause. */
export function sendToSignIn({ title, description, returnPath, destination = '/signin' }: SignInNotice): void {
  showToast({ title, description, variant: 'destructive' });
  if (returnPath) rememberRedirectAfterLogin(returnPath);
  window.setTimeout(() => window.location.assign(destination), SIGN_IN_REDIRECT_DELAY_MS);
}
