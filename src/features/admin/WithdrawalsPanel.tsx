/**
 * Withdrawals on /admin: every 'Withdraw from contract here' received, newest first, with what it
 * did; those marked 'needs a person' are refunded by hand where due
 * (docs/decisions/0042-withdrawal-function.md).
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import type { WithdrawalRecord } from '../withdrawal/withdrawal-records.server.ts';
import { formatAdminTime } from './catalogue-status.ts';

type WithdrawalsPage = { withdrawals: WithdrawalRecord[]; nextCursor: string | null };
const cell = 'px-3 py-2 text-left align-top';

const outcomeTexts: Record<string, string> = {
  refunded: 'refunded in full',
  'refund-under-way': 'refund under way',
  'delivery-started': 'not refunded: delivery had started with consent',
  support: 'needs a person',
};

/** What a withdrawal did, in a line. */
export const withdrawalOutcomeText = (withdrawal: WithdrawalRecord) =>
  withdrawal.outcome
    ? `${outcomeTexts[withdrawal.outcome]}${withdrawal.reason ? ` (${withdrawal.reason})` : ''}`
    : 'received, outcome pending';

export default function WithdrawalsPanel() {
  const [rows, setRows] = useState<WithdrawalRecord[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  const load = (after: string | null) =>
    api
      .get<WithdrawalsPage>(
        `/api/admin/withdrawals${after ? `?cursor=${encodeURIComponent(after)}` : ''}`,
      )
      .then((page) => {
        setRows((shown) => (after ? [...shown, ...page.withdrawals] : page.withdrawals));
        setCursor(page.nextCursor);
        setState('ready');
      })
      .catch(() => setState('failed'));
  useEffect(() => void load(null), []);

  return (
    <section aria-labelledby="withdrawals-heading" className="card grid gap-4 p-6">
      <h2 id="withdrawals-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        Withdrawals
      </h2>
      {state === 'failed' && (
        <p className="text-sm text-red-700 dark:text-red-300">
          The withdrawals could not be loaded. Reload the page to try again.
        </p>
      )}
      {state !== 'failed' && rows.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {state === 'loading' ? 'Loading…' : 'No withdrawal yet.'}
        </p>
      )}
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm text-slate-700 dark:text-slate-300">
            <caption className="sr-only">Withdrawals, newest first</caption>
            <thead className="text-slate-900 dark:text-white">
              <tr>
                <th scope="col" className={cell}>
                  Received
                </th>
                <th scope="col" className={cell}>
                  Order
                </th>
                <th scope="col" className={cell}>
                  Name and address
                </th>
                <th scope="col" className={cell}>
                  Outcome
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.orderId} className="border-t border-slate-200 dark:border-slate-800">
                  <td className={cell}>
                    <time dateTime={row.receivedAt}>{formatAdminTime(row.receivedAt)}</time> (
                    {row.via === 'link' ? 'mailed link' : 'My Orders'})
                  </td>
                  <td className={cell}>
                    <a className="underline" href={`/admin/order?id=${row.orderId}`}>
                      #{row.orderId.slice(0, 8)}
                    </a>
                  </td>
                  <td className={`${cell} break-all`}>
                    {row.name}, {row.email}
                  </td>
                  <td className={cell}>{withdrawalOutcomeText(row)}</td>
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
          Older withdrawals
        </button>
      )}
    </section>
  );
}
