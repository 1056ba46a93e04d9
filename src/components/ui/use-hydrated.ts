import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the server-rendered HTML and until the island has hydrated. Submit buttons stay
 * disabled until then, so an early click never posts a form natively (with a password in it)
 * to a static page. React hydrates with the server value, then renders again with the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
