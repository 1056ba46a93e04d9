/**
 * The console's gate: a spinner while access is verified; signed out → 'Authentication required'
 * and /signin, the address kept so sign-in and the second factor come back to it; not staff →
 * 'Access denied' and /. The server checks again on every /api/admin/*
 * call: this gate is comfort, not security.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import LoadingSpinner from '../../../components/ui/LoadingSpinner.tsx';
import { showToast } from '../../../components/ui/toast.store.ts';
import { useHydrated } from '../../../components/ui/use-hydrated.ts';
import type { StaffRole } from '../../auth/auth.ts';
import { $currentUser } from '../../auth/user.store.ts';
import { rememberRedirectAfterLogin } from '../../auth/redirect-after-login.ts';
import { SIGN_IN_REDIRECT_DELAY_MS } from '../../auth/sign-in-notice.ts';

type Access = 'verifying' | 'signed-out' | 'denied' | 'admin';

/** The signed-in staff member, as the console's pages are given them. */
export interface StaffMember {
  email: string;
  role: StaffRole;
}

export default function StaffGate({ children }: { children: (staff: StaffMember) => ReactNode }) {
  const hydrated = useHydrated();
  const userState = useStore($currentUser);
  const user = userState.status === 'ready' ? userState.user : undefined;
  const access: Access =
    !hydrated || user === undefined
      ? 'verifying'
      : user === null
        ? 'signed-out'
        : user.staffRole
          ? 'admin'
          : 'denied';
  const turnedAway = useRef(false);

  useEffect(() => {
    if (turnedAway.current || (access !== 'signed-out' && access !== 'denied')) return;
    turnedAway.current = true;
    if (access === 'signed-out') {
      const { pathname, search, hash } = window.location;
      rememberRedirectAfterLogin(`${pathname}${search}${hash}`);
      showToast({
        title: 'Authentication required',
        description: 'Please sign in to access the admin panel',
        variant: 'destructive',
      });
    } else {
      showToast({
        title: 'Access denied',
        description: "You don't have permission to access this page",
        variant: 'destructive',
      });
    }
    const destination = access === 'signed-out' ? '/signin' : '/';
    window.setTimeout(() => window.location.assign(destination), SIGN_IN_REDIRECT_DELAY_MS);
  }, [access]);

  // The skip link's target and the page's one h1 while nobody is let in yet: the view brings its own.
  if (access !== 'admin' || !user)
    return (
      <main id="main" tabIndex={-1}>
        <h1 className="sr-only">Back office</h1>
        <LoadingSpinner label="Verifying access..." />
      </main>
    );
  return children({ email: user.email, role: user.staffRole ?? 'support' });
}
