/** The Sales panel's two tables: the top destinations, and the top plans with their margin. */
import type { MoneyByCurrency, TopDestination, TopPlan } from './sales-report.ts';
import { formatMoney } from './sales-format.ts';

const cell = 'px-3 py-2 text-left';
const number = 'px-3 py-2 text-right tabular-nums';

interface TableProps<Row> {
  rows: readonly Row[];
  onDownload: () => void;
}

function TableHeading({ title, onDownload }: { title: string; onDownload: () => void }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
      <button
        type="button"
        className="btn-secondary px-3 py-1.5 text-sm"
        aria-label={`Download CSV: ${title}`}
        onClick={onDownload}
      >
        Download CSV
      </button>
    </div>
  );
}

export function TopDestinationsTable({ rows, onDownload }: TableProps<TopDestination>) {
  return (
    <div className="grid gap-2">
      <TableHeading title="Top destinations" onDownload={onDownload} />
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No orders in these days.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Top destinations by orders paid</caption>
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              <th scope="col" className={cell}>
                Destination
              </th>
              <th scope="col" className={number}>
                Orders
              </th>
              <th scope="col" className={number}>
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.destination} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className={`${cell} font-normal`}>
                  {row.destination}
                </th>
                <td className={number}>{row.orders}</td>
                <td className={number}>{formatMoney(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const marginOf = (margin: MoneyByCurrency | null, row: TopPlan) =>
  margin === null
    ? 'no cost known'
    : `${formatMoney(margin)}${row.ordersWithCost < row.orders ? ` (${row.ordersWithCost} of ${row.orders} orders)` : ''}`;

export function TopPlansTable({ rows, onDownload }: TableProps<TopPlan>) {
  return (
    <div className="grid gap-2">
      <TableHeading title="Top plans" onDownload={onDownload} />
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No orders in these days.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">
            Top plans by orders paid, with their margin where the plan&apos;s cost is known
          </caption>
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              <th scope="col" className={cell}>
                Plan
              </th>
              <th scope="col" className={number}>
                Orders
              </th>
              <th scope="col" className={number}>
                Revenue
              </th>
              <th scope="col" className={number}>
                Margin
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.planId} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className={`${cell} font-normal`}>
                  {row.destination} {row.name}
                </th>
                <td className={number}>{row.orders}</td>
                <td className={number}>{formatMoney(row.revenue)}</td>
                <td className={number}>{marginOf(row.margin, row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
