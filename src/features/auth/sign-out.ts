import { api } from '../../lib/api-client.ts';
import { clearCurrentUser } from './user.store.ts';

/** Spec §4: after sign-out succeeds the cached user is cleared and the browser goes to /. */
export async function signOut(): Promise<void> {
  await api.post('/api/auth/signout');
  clearCurrentUser();
  window.location.assign('/');
}
