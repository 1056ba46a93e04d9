import { api, serverMessageOr } from '../../lib/api-client.ts';
import { showToast } from '../../components/ui/toast.store.ts';
import { localizedPath } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';
import { clearCurrentUser } from './user.store.ts';

/**
 * Once signed out, the cached user is cleared and the home page (`home`: the page's language's)
 * opens (docs/product.md#account-flows).
 */
export async function signOut(home = '/'): Promise<void> {
  await api.post('/api/auth/signout');
  clearCurrentUser();
  window.location.assign(home);
}

/**
 * Signs out to the home page of `t`'s language; a failure is told in a toast, in that language,
 * and gives false (the button may be pressed again).
 */
export async function signOutOrExplain(t: Translator): Promise<boolean> {
  try {
    await signOut(localizedPath(t.locale, '/'));
    return true;
  } catch (error) {
    showToast({
      title: t('account.profile.signOutFailedTitle'),
      description: serverMessageOr(error, t('account.profile.tryAgain')),
      variant: 'destructive',
    });
    return false;
  }
}
