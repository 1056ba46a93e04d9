/** /admin/customers?q=: the customer search (CustomerSearch.tsx). */
import CustomerSearch from './CustomerSearch.tsx';
import ConsoleShell from '../shell/ConsoleShell.tsx';

export default function CustomersView() {
  return (
    <ConsoleShell view="customers" heading="Customers">
      {() => <CustomerSearch />}
    </ConsoleShell>
  );
}
