/** The order page's facts: what was sold and its state, who bought it, and the eSIM's status. */
import type { ReactNode } from 'react';
import { formatMinorUnits } from '../../../lib/money.ts';
import { formatAdminTime } from '../shell/admin-time.ts';
import { formatOrderAmount } from './order-amount.ts';
import { orderStateLabels } from './order-state-labels.ts';
import type { AdminEsimView, AdminOrderCustomer, AdminOrderView } from './order-view.ts';
import { customerAddress, orderAddress } from '../../staff/console-addresses.ts';

interface OrderFactsProps {
  order: AdminOrderView;
  customer: AdminOrderCustomer | null;
  esim: AdminEsimView | null;
}

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  const id = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section aria-labelledby={id} className="card grid content-start gap-3 p-5">
      <h2 id={id} className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700 dark:text-slate-300">{term}</dt>
            <dd className="break-all text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const time = (iso: string | null) =>
  iso ? <time dateTime={iso}>{formatAdminTime(iso)}</time> : '—';

function esimRows(esim: AdminEsimView | null): [string, ReactNode][] {
  if (esim === null) return [['Status', 'No eSIM of its own (not delivered, failed or a top-up)']];
  if (esim.status === 'unknown')
    return [
      ['Status', 'Unknown'],
      ['Why', esim.error],
    ];
  return [
    ['Status', esim.status],
    ['Data left', esim.dataLeft ?? '—'],
    ['Days left', esim.daysLeft === null ? '—' : String(esim.daysLeft)],
    ['Read', time(esim.checkedAt)],
    ...(esim.note ? ([['Note', esim.note]] as [string, ReactNode][]) : []),
  ];
}

/** The owners' figures; support's view of the order has none. */
function ownerRows({ ownerFigures, currency }: AdminOrderView): [string, ReactNode][] {
  if (!ownerFigures) return [];
  const cost = ownerFigures.costUsdCents;
  return [
    ['Cost', cost === null ? 'Not in the catalogue' : formatMinorUnits(cost, 'USD')],
    ['Rate', `1 USD = ${ownerFigures.exchangeRate} ${currency.toUpperCase()}`],
  ];
}

export default function OrderFacts({ order, customer, esim }: OrderFactsProps) {
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <Facts
        title="Order"
        rows={[
          ['Order', <span className="font-mono">{order.id}</span>],
          ['State', orderStateLabels[order.state]],
          ['Plan', `${order.plan.name}, ${order.plan.country}`],
          ['Amount', formatOrderAmount(order)],
          ['Created', time(order.createdAt)],
          ['Payment', <span className="font-mono">{order.paymentIntentId}</span>],
          ['ICCID', <span className="font-mono">{order.iccid ?? '—'}</span>],
          ['Attempts', String(order.attempts)],
          ...(order.lateAt ? ([['Late since', time(order.lateAt)]] as [string, ReactNode][]) : []),
          ...(order.topUpOf
            ? ([
                [
                  'Top-up of',
                  <a
                    href={orderAddress(order.topUpOf)}
                    className="font-mono text-brand-700 underline dark:text-brand-200"
                  >
                    {order.topUpOf}
                  </a>,
                ],
              ] as [string, ReactNode][])
            : []),
          ...(order.lastError ? ([['Last error', order.lastError]] as [string, ReactNode][]) : []),
          ...ownerRows(order),
        ]}
      />
      <Facts
        title="Customer"
        rows={
          customer
            ? [
                [
                  'E-mail',
                  <a
                    href={customerAddress(customer.id)}
                    className="text-brand-700 underline dark:text-brand-200"
                  >
                    {customer.email}
                  </a>,
                ],
                ['Name', customer.name ?? '—'],
                ['Since', time(customer.createdAt)],
                ['E-mail verified', customer.verified ? 'Yes' : 'No'],
                ['Blocked', customer.blocked ? 'Yes: cannot sign in' : 'No'],
              ]
            : [['Account', 'Deleted']]
        }
      />
      <Facts title="eSIM" rows={esimRows(esim)} />
    </div>
  );
}
