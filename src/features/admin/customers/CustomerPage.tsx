/**
 * /admin/customers/<id> (and the old /admin/customer?id=): one customer for staff: the account,
 * its orders (each linking to its order's address) and the account actions, each behind a
 * confirmation.
 */
import { useCallback, useEffect, useState } from 'react';
import ConfirmDialog from '../../../components/ui/ConfirmDialog.tsx';
import LoadingSpinner from '../../../components/ui/LoadingSpinner.tsx';
import { api, errorDescription } from '../../../lib/api-client.ts';
import { formatAdminTime } from '../shell/admin-time.ts';
import { formatOrderAmount } from '../orders/order-amount.ts';
import {
  customerActions,
  customerActionTexts,
  type CustomerAction,
} from './customer-action-texts.ts';
import type { AdminCustomerAnswer, CustomerActionAnswer } from './customer-actions.ts';
import { orderStateLabels } from '../orders/order-state-labels.ts';
import ConsoleShell from '../shell/ConsoleShell.tsx';
import { thingIdFromAddress } from '../shell/thing-id.ts';
import { customerAddress, orderAddress } from '../../staff/console-addresses.ts';
import { useConsoleAction } from '../shell/use-console-action.ts';

type Loaded = { status: 'loading' } | { status: 'error'; message: string } | AdminCustomerAnswer;

export default function CustomerPage() {
  const [id] = useState(() => thingIdFromAddress(customerAddress));
  return (
    <ConsoleShell view="customers" heading="Customer">
      {() => <CustomerView id={id} />}
    </ConsoleShell>
  );
}

function CustomerView({ id }: { id: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const load = useCallback(() => {
    api
      .get<AdminCustomerAnswer>(`/api/admin/customers/${encodeURIComponent(id)}`)
      .then(setLoaded)
      .catch((error: unknown) => setLoaded({ status: 'error', message: errorDescription(error) }));
  }, [id]);
  useEffect(load, [load]);

  if ('status' in loaded)
    return loaded.status === 'loading' ? (
      <LoadingSpinner label="Loading the customer..." />
    ) : (
      <p role="alert">{loaded.message}</p>
    );
  const { customer, orders } = loaded;
  return (
    <div className="grid gap-8">
      <section aria-labelledby="customer-heading" className="card grid gap-2 p-6">
        <h2 id="customer-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          {customer.email || 'Erased account'}
        </h2>
        <p>{customer.name ?? 'No name given'}</p>
        <p>
          Customer since {formatAdminTime(customer.createdAt)};{' '}
          {customer.verified ? 'e-mail verified' : 'e-mail not verified'}
          {customer.staffRole && `; staff (${customer.staffRole})`}
        </p>
        {customer.blockedAt && (
          <p className="font-semibold text-red-700 dark:text-red-400">
            Blocked since {formatAdminTime(customer.blockedAt)}
          </p>
        )}
        {customer.closure && <ClosureNote closure={customer.closure} />}
        <a
          className="btn-secondary w-fit"
          href={`/api/admin/customer-data/${customer.id}`}
          download
        >
          Download the customer's data
        </a>
        <AccountActions
          customerId={customer.id}
          closed={customer.closure !== null}
          blocked={customer.blockedAt !== null}
          verified={customer.verified}
          onChanged={load}
        />
      </section>
      <section aria-labelledby="orders-heading" className="card grid gap-3 p-6">
        <h2 id="orders-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          Orders
        </h2>
        {orders.length === 0 ? (
          <p>No orders yet.</p>
        ) : (
          <ul className="grid gap-2">
            {orders.map((order) => (
              <li key={order.id}>
                <a
                  className="text-brand-700 underline dark:text-brand-200"
                  href={orderAddress(order.id)}
                >
                  #{order.id.slice(0, 8)}: {order.planName} ({order.destination})
                </a>{' '}
                {formatOrderAmount(order)}, {orderStateLabels[order.state]},{' '}
                {formatAdminTime(order.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A closed account: when, and whether its personal data is erased yet. */
function ClosureNote({
  closure,
}: {
  closure: NonNullable<AdminCustomerAnswer['customer']['closure']>;
}) {
  return (
    <p className="font-semibold text-red-700 dark:text-red-400">
      Closed on {formatAdminTime(closure.requestedAt)};{' '}
      {closure.erasedAt
        ? `personal data erased on ${formatAdminTime(closure.erasedAt)}`
        : `the customer can reopen it until ${formatAdminTime(closure.eraseAfter)}, then it is erased`}
    </p>
  );
}

function AccountActions(props: {
  customerId: string;
  closed: boolean;
  blocked: boolean;
  verified: boolean;
  onChanged: () => void;
}) {
  const [open, setOpen] = useState<CustomerAction | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { pending, run } = useConsoleAction<CustomerActionAnswer>();
  const offered = customerActions.filter(
    (action) =>
      !props.closed &&
      (action !== 'block' || !props.blocked) &&
      (action !== 'unblock' || props.blocked) &&
      (action !== 'resend-verification' || !props.verified),
  );
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        {offered.map((action) => (
          <button
            key={action}
            type="button"
            className="btn-secondary"
            disabled={pending}
            onClick={() => setOpen(action)}
          >
            {customerActionTexts[action].label}
          </button>
        ))}
      </div>
      {message && <p role="status">{message}</p>}
      {offered.map((action) => (
        <ConfirmDialog
          key={action}
          open={open === action}
          title={`${customerActionTexts[action].label}?`}
          description={customerActionTexts[action].confirm}
          confirmLabel={customerActionTexts[action].label}
          cancelLabel="Cancel"
          destructive={action === 'block' || action === 'close'}
          busy={pending}
          onCancel={() => setOpen(null)}
          onConfirm={() =>
            run(`/api/admin/customers/${props.customerId}/${action}`, {}, (answer) => {
              setMessage(answer.message);
              setOpen(null);
              props.onChanged();
            })
          }
        />
      ))}
    </div>
  );
}
