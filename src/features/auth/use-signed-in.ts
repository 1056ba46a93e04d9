/**
 * Whether a customer is signed in, for islands that wait on it: undefined until the island is
 * hydrated and the user check is done, so the first render matches the built HTML.
 */
import { useStore } from '@nanostores/react';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { $currentUser } from './user.store.ts';

export function useSignedIn(): boolean | undefined {
  const hydrated = useHydrated();
  const userState = useStore($currentUser);
  return hydrated && userState.status === 'ready' ? userState.user !== null : undefined;
}
