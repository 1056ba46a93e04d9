/**
 * A console list read a page at a time from a cursor-paged endpoint (`{ <rows>, nextCursor }`,
 * newest first), in a table with an 'older' button: the withdrawals and the audit log.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { api } from '../../../lib/api-client.ts';

/** A table cell of these lists. */
export const cell = 'px-3 py-2 text-left align-top';

interface CursorPagedTableProps<Page, Row> {
  headingId: string;
  title: string;
  /** The endpoint; older pages add `?cursor=`. */
  path: string;
  rowsOf: (page: Page) => Row[];
  keyOf: (row: Row) => string;
  caption: string;
  columns: string[];
  /** A row's cells. */
  cells: (row: Row) => ReactNode;
  texts: { failed: string; empty: string; older: string };
}

export default function CursorPagedTable<Page extends { nextCursor: string | null }, Row>({
  headingId,
  title,
  path,
  rowsOf,
  keyOf,
  caption,
  columns,
  cells,
  texts,
}: CursorPagedTableProps<Page, Row>) {
  const [rows, setRows] = useState<Row[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  const load = (after: string | null) =>
    api
      .get<Page>(`${path}${after ? `?cursor=${encodeURIComponent(after)}` : ''}`)
      .then((page) => {
        setRows((shown) => (after ? [...shown, ...rowsOf(page)] : rowsOf(page)));
        setCursor(page.nextCursor);
        setState('ready');
      })
      .catch(() => setState('failed'));
  // The first page once, when shown: the list's endpoint does not change while it is.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void load(null), []);

  return (
    <section aria-labelledby={headingId} className="card grid gap-4 p-6">
      <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {state === 'failed' && (
        <p className="text-sm text-red-700 dark:text-red-300">{texts.failed}</p>
      )}
      {state !== 'failed' && rows.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {state === 'loading' ? 'Loading…' : texts.empty}
        </p>
      )}
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm text-slate-700 dark:text-slate-300">
            <caption className="sr-only">{caption}</caption>
            <thead className="text-slate-900 dark:text-white">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className={cell}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={keyOf(row)} className="border-t border-slate-200 dark:border-slate-800">
                  {cells(row)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cursor && (
        <button
          type="button"
          className="btn-secondary justify-self-start px-4 py-2"
          disabled={state === 'loading'}
          onClick={() => {
            setState('loading');
            void load(cursor);
          }}
        >
          {texts.older}
        </button>
      )}
    </section>
  );
}
