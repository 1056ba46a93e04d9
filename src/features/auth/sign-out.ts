import { api } from '../../lib/api-client.ts';
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
