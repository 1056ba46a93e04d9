/**
 * What a console search found, one row each: a caption for screen readers, a heading per column,
 * and the row's own cells (its first a row heading with the link to its page).
 */
import type { ReactNode } from 'react';
import { cell } from './CursorPagedTable.tsx';

interface ResultsTableProps<Row> {
  caption: string;
  columns: string[];
  /** The table's least width, as a class, before it scrolls sideways. */
  minWidth: string;
  rows: Row[];
  keyOf: (row: Row) => string;
  cells: (row: Row) => ReactNode;
}

export default function ResultsTable<Row>({
  caption,
  columns,
  minWidth,
  rows,
  keyOf,
  cells,
}: ResultsTableProps<Row>) {
  return (
    <div className="overflow-x-auto">
      <table className={`w-full ${minWidth} text-sm text-slate-700 dark:text-slate-300`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-900 dark:border-slate-700 dark:text-white">
          <tr>
            {columns.map((heading) => (
              <th key={heading} scope="col" className={`${cell} font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={keyOf(row)}>{cells(row)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
