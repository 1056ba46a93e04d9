/**
 * /admin (docs/product.md#screen-admin, #role-admin): a spinner while access is verified; signed
 * out → 'Authentication required' and /signin; not an admin → 'Access denied' and /. The server
 * checks again on every /api/admin/* call: this gate is comfort, not security.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import LoadingSpinner from '../../components/ui/LoadingSpinner.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { $currentUser } from '../auth/user.store.ts';
import { SIGN_IN_REDIRECT_DELAY_MS } from '../auth/sign-in-notice.ts';
import AdminStatCards from './AdminStatCards.tsx';
import CatalogueVersionPanel from './CatalogueVersionPanel.tsx';
import ContactMessages from './ContactMessages.tsx';
import OrderSearch from './OrderSearch.tsx';
import PendingBalanceCredits from './PendingBalanceCredits.tsx';
import PlanUpload from './PlanUpload.tsx';
import StaffPanel from './StaffPanel.tsx';
import AuditLogPanel from './AuditLogPanel.tsx';
import ProviderBalance from './ProviderBalance.tsx';
import { useAdminData } from './use-admin-data.ts';
import type { StaffRole } from '../auth/auth.ts';

type Access = 'verifying' | 'signed-out' | 'denied' | 'admin';

export default function AdminDashboard() {
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

  if (access !== 'admin' || !user) return <LoadingSpinner label="Verifying access..." />;
  return <AdminPanel email={user.email} role={user.staffRole ?? 'support'} />;
}

/** Support sees orders, customers and messages; the catalogue and its money are the owners'. */
function AdminPanel({ email, role }: { email: string; role: StaffRole }) {
  const data = useAdminData(role);
  const owner = role === 'owner';
  return (
    <div className="grid gap-8">
      <p className="text-slate-600 dark:text-slate-300">
        Signed in as <span className="font-semibold text-slate-900 dark:text-white">{email}</span> (
        {owner ? 'owner' : 'support'})
      </p>
      <AdminStatCards stats={data.stats} />
      <ProviderBalance />
      {owner && (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <PlanUpload onImported={data.refresh} />
          <CatalogueVersionPanel
            status={data.catalogue}
            build={data.build}
            onRestored={data.refresh}
          />
        </div>
      )}
      <OrderSearch />
      <ContactMessages />
      {owner && <PendingBalanceCredits />}
      {owner && <StaffPanel myEmail={email} />}
      {owner && <AuditLogPanel />}
    </div>
  );
}
