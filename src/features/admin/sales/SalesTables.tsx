/** The Sales panel's two tables: the top destinations, and the top plans with their margin. */
import type { ReactNode } from 'react';
import DownloadCsvButton from './DownloadCsvButton.tsx';
import { formatMoney } from './sales-format.ts';
import type { TopDestination, TopPlan } from './sales-report.ts';

interface Column<Row> {
  header: string;
  numeric?: boolean;
  value: (row: Row) => ReactNode;
}

interface SalesTableProps<Row> {
  title: string;
  caption: string;
  rows: readonly Row[];
  keyOf: (row: Row) => string;
  /** The first column names the row; the others are its figures. */
  columns: readonly [Column<Row>, ...Column<Row>[]];
  onDownload: () => void;
}

const alignOf = (column: { numeric?: boolean }) =>
  `px-3 py-2 ${column.numeric ? 'text-right tabular-nums' : 'text-left'}`;

function SalesTable<Row>({
  title,
  caption,
  rows,
  keyOf,
  columns,
  onDownload,
}: SalesTableProps<Row>) {
  const [named, ...figures] = columns;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
        <DownloadCsvButton of={title} onClick={onDownload} />
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No orders in these days.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="text-slate-600 dark:text-slate-300">
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={alignOf(column)}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={keyOf(row)} className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" className={`${alignOf(named)} font-normal`}>
                    {named.value(row)}
                  </th>
                  {figures.map((column) => (
                    <td key={column.header} className={alignOf(column)}>
                      {column.value(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

interface TableProps<Row> {
  rows: readonly Row[];
  onDownload: () => void;
}

export function TopDestinationsTable({ rows, onDownload }: TableProps<TopDestination>) {
  return (
    <SalesTable
      title="Top destinations"
      caption="Top destinations by orders paid"
      rows={rows}
      keyOf={(row) => row.destination}
      columns={[
        { header: 'Destination', value: (row) => row.destination },
        { header: 'Orders', numeric: true, value: (row) => row.orders },
        { header: 'Revenue', numeric: true, value: (row) => formatMoney(row.revenue) },
      ]}
      onDownload={onDownload}
    />
  );
}

/** '$29.00', '$29.00 (2 of 4 orders)' when some had no cost, 'no cost known'. */
const marginOf = (row: TopPlan) =>
  row.margin === null
    ? 'no cost known'
    : `${formatMoney(row.margin)}${row.ordersWithCost < row.orders ? ` (${row.ordersWithCost} of ${row.orders} orders)` : ''}`;

export function TopPlansTable({ rows, onDownload }: TableProps<TopPlan>) {
  return (
    <SalesTable
      title="Top plans"
      caption="Top plans by orders paid, with their margin where the plan's cost is known"
      rows={rows}
      keyOf={(row) => row.planId}
      columns={[
        { header: 'Plan', value: (row) => `${row.destination} ${row.name}` },
        { header: 'Orders', numeric: true, value: (row) => row.orders },
        { header: 'Revenue', numeric: true, value: (row) => formatMoney(row.revenue) },
        { header: 'Margin', numeric: true, value: marginOf },
      ]}
      onDownload={onDownload}
    />
  );
}
