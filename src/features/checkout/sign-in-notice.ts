/**
 * Spec §4 "Purchase flow" step 2 and §6: a signed-out visitor is told why (destructive toast),
 * the page to come back to is remembered, and after 1 s the browser goes to sign in.
 */
import { showToast } from '../../components/ui/toast.store.ts';
import { rememberRedirectAfterLogin, SIGN_IN_REDIRECT_DELAY_MS } from '../auth/redirect-after-login.ts';

interface SignInNotice {
  title: string;
  description: string;
  /** The path to return to after signing in; none when the page does not need it. */
  returnPath?: string;
  /** Where to sign in: /signin, or /api/login for the orders page (spec §6). */
  destination?: string;
}

export function sendToSignIn({ title, description, returnPath, destination = '/signin' }: SignInNotice): void {
  showToast({ title, description, variant: 'destructive' });
  if (returnPath) rememberRedirectAfterLogin(returnPath);
  window.setTimeout(() => window.location.assign(destination), SIGN_IN_REDIRECT_DELAY_MS);
}
