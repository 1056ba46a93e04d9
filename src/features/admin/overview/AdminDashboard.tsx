/**
 * /admin (docs/product.md#screen-admin, #role-admin), behind the console's gate (StaffGate.tsx:
 * signed out → 'Authentication required', not staff → 'Access denied').
 */
import AdminStatCards from './AdminStatCards.tsx';
import CatalogueVersionPanel from '../catalogue/CatalogueVersionPanel.tsx';
import CurrencyRatesPanel from '../catalogue/CurrencyRatesPanel.tsx';
import ContactInbox from '../inbox/ContactInbox.tsx';
import OrderSearch from '../orders/OrderSearch.tsx';
import PendingBalanceCredits from '../sales/PendingBalanceCredits.tsx';
import WithdrawalsPanel from '../orders/WithdrawalsPanel.tsx';
import PlanUpload from '../catalogue/PlanUpload.tsx';
import StaffPanel from '../team/StaffPanel.tsx';
import AuditLogPanel from '../audit/AuditLogPanel.tsx';
import ProviderBalance from './ProviderBalance.tsx';
import RedrivePanel from './RedrivePanel.tsx';
import SalesPanel from '../sales/SalesPanel.tsx';
import TaxPanel from '../tax/TaxPanel.tsx';
import { useAdminData } from './use-admin-data.ts';
import type { StaffRole } from '../../auth/auth.ts';
import StaffGate from '../shell/StaffGate.tsx';

export default function AdminDashboard() {
  return <StaffGate>{({ email, role }) => <AdminPanel email={email} role={role} />}</StaffGate>;
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
      <RedrivePanel />
      {owner && <SalesPanel />}
      {owner && <TaxPanel />}
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
      {owner && <CurrencyRatesPanel onSaved={data.refresh} />}
      <OrderSearch />
      <ContactInbox />
      <WithdrawalsPanel />
      {owner && <PendingBalanceCredits />}
      {owner && <StaffPanel myEmail={email} />}
      {owner && <AuditLogPanel />}
    </div>
  );
}
