/**
 * /admin/orders/<id> (and the old /admin/order?id=): one order seen whole by staff: what was sold
 * and its state, the customer and their other orders, the eSIM's live status, its tax and billing
 * documents (OrderBilling.tsx), everything that happened to it, the activation code behind an
 * audited reveal, and the staff actions (OrderActions.tsx).
 */
import { useCallback, useEffect, useState } from 'react';
import LoadingSpinner from '../../../components/ui/LoadingSpinner.tsx';
import { api, serverMessageOr } from '../../../lib/api-client.ts';
import OrderActions from './OrderActions.tsx';
import OrderBilling from './OrderBilling.tsx';
import OrderFacts from './OrderFacts.tsx';
import OrderResultsTable from './OrderResultsTable.tsx';
import OrderTimeline from './OrderTimeline.tsx';
import OrderWithdrawal from './OrderWithdrawal.tsx';
import RevealActivationCode from './RevealActivationCode.tsx';
import ConsoleShell from '../shell/ConsoleShell.tsx';
import { thingIdFromAddress } from '../shell/thing-id.ts';
import { orderAddress } from '../../staff/console-addresses.ts';
import type { AdminOrderAnswer } from './order-view.ts';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; answer: AdminOrderAnswer };

export default function OrderPage() {
  const [id] = useState(() => thingIdFromAddress(orderAddress));
  return (
    <ConsoleShell view="orders" heading={id ? `Order ${id}` : 'Order'}>
      {() => <OrderView id={id} />}
    </ConsoleShell>
  );
}

const sectionHeading = 'text-xl font-bold text-slate-900 dark:text-white';

function OrderView({ id }: { id: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const load = useCallback(() => {
    api
      .get<AdminOrderAnswer>(`/api/admin/orders/${encodeURIComponent(id)}`)
      .then((answer) => setLoaded({ status: 'ready', answer }))
      .catch((error: unknown) =>
        setLoaded({
          status: 'failed',
          message: serverMessageOr(error, 'The order could not be loaded. Reload the page.'),
        }),
      );
  }, [id]);
  useEffect(load, [load]);

  if (loaded.status === 'loading') return <LoadingSpinner label="Loading the order..." />;
  if (loaded.status === 'failed')
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {loaded.message}
      </p>
    );
  const { order, customer, otherOrders, timeline, esim, documents, refund } = loaded.answer;
  return (
    <div className="grid gap-8">
      <OrderFacts order={order} customer={customer} esim={esim} />
      <OrderBilling order={order} documents={documents} refund={refund} />
      <OrderActions order={order} onChanged={load} />
      <OrderWithdrawal orderId={order.id} />
      {order.hasActivationCode && <RevealActivationCode orderId={order.id} onRevealed={load} />}
      <section aria-labelledby="timeline-heading" className="card grid gap-4 p-5">
        <h2 id="timeline-heading" className={sectionHeading}>
          Timeline
        </h2>
        <OrderTimeline entries={timeline} />
      </section>
      <section aria-labelledby="other-orders-heading" className="card grid gap-4 p-5">
        <h2 id="other-orders-heading" className={sectionHeading}>
          The customer's other orders
        </h2>
        {otherOrders.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">None.</p>
        ) : (
          <OrderResultsTable rows={otherOrders} />
        )}
      </section>
    </div>
  );
}
