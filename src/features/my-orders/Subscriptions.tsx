/**
 * 'My eSIM Subscriptions' on My Account (docs/product.md#screen-account): each order's plan,
 * status, date and price, its QR code once completed and a delivered eSIM's status. A top-up is
 * listed inside its eSIM, as on My Orders: more data, not a subscription.
 */
import { useMemo, type ReactNode } from 'react';
import { useSignedIn } from '../auth/use-signed-in.ts';
import { formatAmount } from '../currency/format-price.ts';
import type { CustomerOrder } from '../orders/order.ts';
import { useOrders } from '../orders/use-orders.ts';
import { accountQrFileName } from '../orders/download-qr.ts';
import { planData, planDuration, planLabel } from '../catalogue/plan-label.ts';
import PlanFlag from '../catalogue/components/PlanFlag.tsx';
import { DownloadQrButton } from '../orders/QrCode.tsx';
import OrdersSkeleton from './OrdersSkeleton.tsx';
import EsimStatusPanel from '../esims/EsimStatusPanel.tsx';
import EsimCards from './EsimCards.tsx';
import { intlLocale } from '../i18n/intl.ts';
import { localizedPath } from '../i18n/locales.ts';
import {
  translatorOf,
  type IslandProps,
  type MessageKey,
  type Translator,
} from '../i18n/translate.ts';
import type { OrderStatus } from '../orders/order-status.ts';

const statusClass: Partial<Record<OrderStatus, string>> = {
  completed: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  failed: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
};
const neutral = 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200';

const statusText: Record<OrderStatus, MessageKey> = {
  pending: 'orders.statusPending',
  completed: 'orders.statusCompleted',
  failed: 'orders.failed',
  refunded: 'orders.refunded',
};

function purchaseDate(t: Translator, createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(intlLocale(t.locale), {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      });
}

/** `messages`: the page's texts of the eSIM list ('orders.', 'esims.'). */
export default function Subscriptions({ locale, messages }: IslandProps) {
  const t = useMemo(() => translatorOf(messages, locale), [messages, locale]);
  const signedIn = useSignedIn();
  const state = useOrders(signedIn === true, { poll: false });

  // Signed out: the page is on its way home (the profile card redirects).
  if (signedIn === false || state.status === 'unauthorized') return null;
  return (
    <section aria-labelledby="subscriptions-heading" className="grid gap-4">
      <h2 id="subscriptions-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        {t('orders.subscriptionsHeading')}
      </h2>
      {state.status === 'failed' && (
        <p role="alert" className="card p-6 text-red-700 dark:text-red-400">
          {t('orders.subscriptionsFailed', {
            reason: state.message ?? t('orders.loadFailedText'),
          })}
        </p>
      )}
      {(state.status === 'loading' || !signedIn) && (
        <OrdersSkeleton label={t('orders.subscriptionsLoading')} count={1} />
      )}
      {state.status === 'ready' && signedIn && <SubscriptionList t={t} orders={state.orders} />}
    </section>
  );
}

function SubscriptionList({ t, orders }: { t: Translator; orders: CustomerOrder[] }) {
  if (orders.length === 0) {
    return (
      <div className="card grid justify-items-center gap-3 px-6 py-10 text-center">
        <p className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('orders.subscriptionsNoneHeading')}
        </p>
        <p className="text-slate-600 dark:text-slate-300">{t('orders.subscriptionsNoneText')}</p>
        <a href={localizedPath(t.locale, '/countries')} className="btn-primary mt-1">
          {t('orders.browsePlans')}
        </a>
      </div>
    );
  }
  return <EsimCards t={t} orders={orders} Card={Subscription} className="grid gap-4" />;
}

function Subscription({
  t,
  order,
  children,
}: {
  t: Translator;
  order: CustomerOrder;
  children?: ReactNode;
}) {
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
              {planLabel(plan, t)}
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {planData(plan, t)} · {planDuration(plan, t)}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('orders.purchasedOn', { date: purchaseDate(t, order.createdAt) })}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:justify-end">
          <span
            className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusClass[status] ?? neutral}`}
          >
            {t(statusText[status])}
          </span>
          <span className="text-lg font-bold text-slate-900 dark:text-white">
            {formatAmount(order.paid.amount, order.paid.currency, t.locale)}
          </span>
          {status === 'completed' && order.qrCodeUrl && (
            <DownloadQrButton
              t={t}
              qrCodeUrl={order.qrCodeUrl}
              fileName={accountQrFileName(t, plan.name)}
              label={t('orders.downloadQrCode')}
            />
          )}
        </div>
      </div>
      {/* `install` is set for a delivered eSIM that is not refunded: the one whose data is worth watching. */}
      {order.install && <EsimStatusPanel t={t} orderId={order.id} />}
      {children}
    </article>
  );
}
