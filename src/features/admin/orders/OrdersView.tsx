/** /admin/orders?q=&state=&from=&to=: the order search, its fields kept in the address. */
import OrderSearch from './OrderSearch.tsx';
import ConsoleShell from '../shell/ConsoleShell.tsx';

export default function OrdersView() {
  return (
    <ConsoleShell view="orders" heading="Orders">
      {() => <OrderSearch />}
    </ConsoleShell>
  );
}
