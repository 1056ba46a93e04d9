/**
 * The signed-in user, shared by the header script and every island. Fetched once per page
 * (docs/product.md#account-flows), refreshed after sign-in, cleared on sign-out.
 */
import { atom, onMount } from 'nanostores';
import { api, ApiError } from '../../lib/api-client.ts';
import type { CurrentUser } from './auth.ts';

/** 'loading' until the first check finishes; then the user, or null when signed out. */
export type UserState = { status: 'loading' } | { status: 'ready'; user: CurrentUser | null };

export const $currentUser = atom<UserState>({ status: 'loading' });

let inFlight: Promise<void> | undefined;

/**
 * The session cookie is HttpOnly; sign-in also sets the readable hint `signed_in=1`. Without it
 * nobody is signed in, so anonymous page views skip the call (and its 401) altogether.
 */
function hasSessionHint(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie);
}

/** Asks the server who is signed in; a 401 or any failure means signed out. */
export function refreshCurrentUser(): Promise<void> {
  const user = hasSessionHint() ? fetchUser() : Promise.resolve(null);
  inFlight = user.then((value) => $currentUser.set({ status: 'ready', user: value }));
  return inFlight;
}

/**
 * A 401 means signed out. A server fault or a network failure is asked once more after a short
 * pause, or a passing 5xx would send a signed-in customer from checkout to the sign-in page
 * (docs/decisions/0026-departures-from-the-original-product.md).
 */
async function fetchUser(retries = 1): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    if (retries > 0) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return fetchUser(retries - 1);
    }
    console.warn('Current-user check failed');
    return null;
  }
}

export function clearCurrentUser(): void {
  $currentUser.set({ status: 'ready', user: null });
}

onMount($currentUser, () => {
  if (!inFlight) void refreshCurrentUser();
});
