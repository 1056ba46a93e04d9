/** The orders a search found, one row each, linked to the order's page. */
import { orderStateLabels } from './order-state-labels.ts';
import type { OrderRow } from './order-search.ts';
import { formatAdminTime } from '../shell/admin-time.ts';
import { formatOrderAmount } from './order-amount.ts';
import { orderAddress } from '../../staff/console-addresses.ts';

const cell = 'px-3 py-2 text-left align-top';

export default function OrderResultsTable({ rows }: { rows: OrderRow[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-sm text-slate-700 dark:text-slate-300">
        <caption className="sr-only">Orders found, newest first</caption>
        <thead className="border-b border-slate-200 text-slate-900 dark:border-slate-700 dark:text-white">
          <tr>
            {[
              'Order',
              'Created',
              'Customer',
              'Destination',
              'Plan',
              'Amount',
              'State',
              'ICCID',
            ].map((heading) => (
              <th key={heading} scope="col" className={`${cell} font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${cell} font-mono font-normal`}>
                <a
                  href={orderAddress(row.id)}
                  className="text-brand-700 underline dark:text-brand-200"
                >
                  {row.id}
                </a>
              </th>
              <td className={cell}>
                <time dateTime={row.createdAt}>{formatAdminTime(row.createdAt)}</time>
              </td>
              <td className={`${cell} break-all`}>{row.customerEmail ?? 'Account deleted'}</td>
              <td className={cell}>{row.destination}</td>
              <td className={cell}>{row.planName}</td>
              <td className={cell}>{formatOrderAmount(row)}</td>
              <td className={cell}>{orderStateLabels[row.state]}</td>
              <td className={`${cell} font-mono`}>{row.iccid ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
