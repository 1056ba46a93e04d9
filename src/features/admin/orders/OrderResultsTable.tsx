/** The orders a search found, one row each, linked to the order's page. */
import { orderStateLabels } from './order-state-labels.ts';
import type { OrderRow } from './order-search.ts';
import { formatAdminTime } from '../shell/admin-time.ts';
import { formatOrderAmount } from './order-amount.ts';
import { orderAddress } from '../../staff/console-addresses.ts';
import { cell } from '../shell/CursorPagedTable.tsx';
import ResultsTable from '../shell/ResultsTable.tsx';

const COLUMNS = ['Order', 'Created', 'Customer', 'Destination', 'Plan', 'Amount', 'State', 'ICCID'];

export default function OrderResultsTable({ rows }: { rows: OrderRow[] }) {
  return (
    <ResultsTable
      caption="Orders found, newest first"
      columns={COLUMNS}
      minWidth="min-w-[48rem]"
      rows={rows}
      keyOf={(row) => row.id}
      cells={(row) => (
        <>
          <th scope="row" className={`${cell} font-mono font-normal`}>
            <a href={orderAddress(row.id)} className="text-brand-700 underline dark:text-brand-200">
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
        </>
      )}
    />
  );
}
