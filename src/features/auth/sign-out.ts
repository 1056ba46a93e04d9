import { api } from '../../lib/api-client.ts';
import { clearCurrentUser } from './user.store.ts';

/** Once signed out, the cached user is cleared and / opens (docs/product.md#account-flows). */
export async function signOut(): Promise<void> {
  await api.post('/api/auth/signout');
  clearCurrentUser();
  window.location.assign('/');
}
