/**
 * One order on My Orders: flag, plan, short order number, status, data, duration, ICCID, the last
 * error and, once ready, how to install it (led by what works on this device), its status, its
 * top-ups, and last the refund while it is offered.
 */
import { useState } from 'react';
import type { CustomerOrder } from '../orders/order.ts';
import { provisioningLabel, type ProvisioningStatus } from '../orders/order-status.ts';
import PlanFlag from '../catalogue/components/PlanFlag.tsx';
import QrCode from '../orders/QrCode.tsx';
import { orderQrFileName } from '../orders/download-qr.ts';
import EsimInstall from '../esims/EsimInstall.tsx';
import EsimStatusPanel from '../esims/EsimStatusPanel.tsx';
import RefundButton from '../refunds/RefundButton.tsx';
import DeliveryNotice from './DeliveryNotice.tsx';
import DocumentLinks from '../invoices/DocumentLinks.tsx';
import CompanyDetails from '../invoices/CompanyDetails.tsx';
import WithdrawLink from '../withdrawal/WithdrawLink.tsx';
import AddData from '../top-ups/AddData.tsx';
import { topUpStatusLabel } from '../top-ups/top-up.ts';
import type { ReactNode } from 'react';
import type { Translator } from '../i18n/translate.ts';
import { planData, planDuration, planLabel } from '../catalogue/plan-label.ts';

const badgeClass: Record<ProvisioningStatus, string> = {
  pending: 'bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-100',
  provisioning: 'bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-100',
  completed: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  failed: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
};

const refundedBadgeClass = 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100';

function ProvisioningBadge({
  t,
  status,
  label,
  refunded,
}: {
  t: Translator;
  status: ProvisioningStatus;
  label: string;
  refunded: boolean;
}) {
  if (refunded)
    return (
      <span
        className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ${refundedBadgeClass}`}
      >
        {t('orders.refunded')}
      </span>
    );
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ${badgeClass[status]}`}
    >
      {/* The pulse is on a dot, not the text, so the label keeps its contrast. */}
      {(status === 'pending' || status === 'provisioning') && (
        <span
          aria-hidden="true"
          className="size-2 rounded-full bg-brand-600 motion-safe:animate-pulse dark:bg-brand-200"
        />
      )}
      {label}
    </span>
  );
}

/** `children`: what belongs inside the card below the order, e.g. its eSIM's top-ups. */
export default function OrderCard({
  t,
  order: listed,
  children,
}: {
  t: Translator;
  order: CustomerOrder;
  children?: ReactNode;
}) {
  // A refund answers with the refunded order; it is shown until the list brings it too.
  const [refunded, setRefunded] = useState<CustomerOrder | null>(null);
  const order = refunded ?? listed;
  const { plan } = order;
  /** Label, value, and whether the value is a long code (the ICCID: monospaced, broken anywhere). */
  const details: [string, string, boolean][] = [
    [t('orders.data'), planData(plan, t), false],
    [t('orders.duration'), planDuration(plan, t), false],
  ];
  if (order.iccid) details.push([t('orders.iccid'), order.iccid, true]);
  const qrCode = order.qrCodeUrl ? (
    <QrCode
      t={t}
      qrCodeUrl={order.qrCodeUrl}
      planName={planLabel(plan, t)}
      fileName={orderQrFileName(t, plan.name, order.id)}
    />
  ) : null;
  return (
    <article aria-labelledby={`order-${order.id}`} className="card grid gap-5 p-5 sm:p-6">
      <header className="flex flex-wrap items-start gap-4">
        <PlanFlag plan={plan} size={48} />
        <div className="min-w-40 flex-1">
          <h2
            id={`order-${order.id}`}
            className="text-lg font-bold break-words text-slate-900 dark:text-white"
          >
            {planLabel(plan, t)}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('orders.orderNumber', { number: order.id.slice(0, 8) })}
          </p>
        </div>
        {/* A top-up shown on its own (its eSIM's order is not listed) reads as one: 'Data added', not 'Ready'. */}
        <ProvisioningBadge
          t={t}
          status={order.provisioningStatus}
          label={
            order.topUpOf === null
              ? provisioningLabel(t, order.provisioningStatus)
              : topUpStatusLabel(t, order.provisioningStatus)
          }
          refunded={order.status === 'refunded'}
        />
      </header>
      <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
        {details.map(([label, value, code]) => (
          <div key={label} className={code ? 'col-span-2 sm:col-span-1' : undefined}>
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd
              className={`mt-0.5 font-semibold text-slate-900 dark:text-white ${code ? 'font-mono break-all' : ''}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {order.lastError && (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
          <span className="font-semibold">{t('orders.errorLabel')}</span> {order.lastError}
        </p>
      )}
      <DeliveryNotice t={t} order={order} onRefunded={setRefunded} />
      {order.install && qrCode ? (
        <EsimInstall t={t} install={order.install} qrCode={qrCode} />
      ) : (
        qrCode
      )}
      {order.install && <EsimStatusPanel t={t} orderId={order.id} />}
      {children}
      <AddData t={t} order={order} />
      <DocumentLinks t={t} order={order} />
      <CompanyDetails t={t} order={order} />
      {/* The one destructive action comes last, under everything that installs and uses the eSIM. */}
      <RefundButton t={t} order={order} onRefunded={setRefunded} />
      <WithdrawLink t={t} order={order} />
    </article>
  );
}
