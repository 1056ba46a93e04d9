/**
 * /admin, the Overview (docs/product.md#screen-admin): the figures, the provider's balance, the
 * re-drive backlog and the work waiting: withdrawals to handle and, for owners, pending balance
 * credits and sales.
 */
import AdminStatCards from './AdminStatCards.tsx';
import ProviderBalance from './ProviderBalance.tsx';
import RedrivePanel from './RedrivePanel.tsx';
import { useAdminStats } from './use-admin-stats.ts';
import WithdrawalsPanel from '../orders/WithdrawalsPanel.tsx';
import PendingBalanceCredits from '../sales/PendingBalanceCredits.tsx';
import SalesPanel from '../sales/SalesPanel.tsx';
import ConsoleShell from '../shell/ConsoleShell.tsx';

export default function OverviewView() {
  return (
    <ConsoleShell view="overview" heading="Overview">
      {({ role }) => <Overview owner={role === 'owner'} />}
    </ConsoleShell>
  );
}

function Overview({ owner }: { owner: boolean }) {
  const stats = useAdminStats();
  return (
    <div className="grid gap-8">
      <AdminStatCards stats={stats} />
      <ProviderBalance />
      <RedrivePanel />
      <WithdrawalsPanel />
      {owner && <PendingBalanceCredits />}
      {owner && <SalesPanel />}
    </div>
  );
}
