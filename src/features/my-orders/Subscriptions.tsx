/**
 * 'My eSIM Subscriptions' on My Account (docs/product.md#screen-account, #esim-status-panel): each
 * order's plan, status, purchase date and price, with its QR code once completed and, for a
 * delivered eSIM, its status and the data added to it. A top-up is listed inside its eSIM, as on My
 * Orders: it is more data for that eSIM, not a subscription. Signed-in only.
 */
import type { ReactNode } from 'react';
import { useSignedIn } from '../auth/use-signed-in.ts';
import { formatPrice } from '../catalogue/price.ts';
import type { CustomerOrder } from '../orders/order.ts';
import { useOrders } from '../orders/use-orders.ts';
import { accountQrFileName } from '../orders/download-qr.ts';
import PlanFlag from '../catalogue/components/PlanFlag.tsx';
import { DownloadQrButton } from '../orders/QrCode.tsx';
import OrdersSkeleton from './OrdersSkeleton.tsx';
import EsimStatusPanel from '../esims/EsimStatusPanel.tsx';
import EsimCards from './EsimCards.tsx';

const statusClass: Record<string, string> = {
  completed: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  failed: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
};
const neutral = 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function purchaseDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export default function Subscriptions() {
  const signedIn = useSignedIn();
  const state = useOrders(signedIn === true, { poll: false });

  // Signed out: the page is on its way home (the profile card redirects).
  if (signedIn === false || state.status === 'unauthorized') return null;
  return (
    <section aria-labelledby="subscriptions-heading" className="grid gap-4">
      <h2 id="subscriptions-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        My eSIM Subscriptions
      </h2>
      {state.status === 'failed' && (
        <p role="alert" className="card p-6 text-red-700 dark:text-red-400">
          Your subscriptions could not be loaded. {state.message}
        </p>
      )}
      {(state.status === 'loading' || !signedIn) && (
        <OrdersSkeleton label="Loading your subscriptions" count={1} />
      )}
      {state.status === 'ready' && signedIn && <SubscriptionList orders={state.orders} />}
    </section>
  );
}

function SubscriptionList({ orders }: { orders: CustomerOrder[] }) {
  if (orders.length === 0) {
    return (
      <div className="card grid justify-items-center gap-3 px-6 py-10 text-center">
        <p className="text-lg font-semibold text-slate-900 dark:text-white">No subscriptions yet</p>
        <p className="text-slate-600 dark:text-slate-300">
          Your eSIMs will appear here after your first purchase.
        </p>
        <a href="/countries" className="btn-primary mt-1">
          Browse Plans
        </a>
      </div>
    );
  }
  return <EsimCards orders={orders} Card={Subscription} className="grid gap-4" />;
}

function Subscription({ order, children }: { order: CustomerOrder; children?: ReactNode }) {
  const { plan } = order;
  const { status } = order;
  return (
    <article aria-labelledby={`subscription-${order.id}`} className="card grid gap-4 p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <PlanFlag plan={plan} size={44} />
          <div className="min-w-0">
            <h3
              id={`subscription-${order.id}`}
              className="font-semibold break-words text-slate-900 dark:text-white"
            >
              {plan.name}
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {plan.data} · {plan.duration}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Purchased {purchaseDate(order.createdAt)}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:justify-end">
          <span
            className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusClass[status] ?? neutral}`}
          >
            {capitalise(status)}
          </span>
          <span className="text-lg font-bold text-slate-900 dark:text-white">
            {formatPrice(plan.price)}
          </span>
          {status === 'completed' && order.qrCodeUrl && (
            <DownloadQrButton
              qrCodeUrl={order.qrCodeUrl}
              fileName={accountQrFileName(plan.name)}
              label="Download QR Code"
            />
          )}
        </div>
      </div>
      {/* `install` is set for a delivered eSIM that is not refunded: the one whose data is worth watching. */}
      {order.install && <EsimStatusPanel orderId={order.id} />}
      {children}
    </article>
  );
}
