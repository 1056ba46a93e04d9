/**
 * Refunded eSIMs whose bundle is back in the eSIM Go inventory, not on our balance, on the
 * Overview (/admin), each linked to its order.
 */
import { useState } from 'react';
import { api, errorDescription } from '../../../lib/api-client.ts';
import { showToast } from '../../../components/ui/toast.store.ts';
import type { PendingBalanceCredit } from '../../refunds/balance-credits.server.ts';
import { orderAddress } from '../../staff/console-addresses.ts';
import AdminListNotice from '../shell/AdminListNotice.tsx';
import { formatAdminTime } from '../shell/admin-time.ts';
import { useAdminList } from '../shell/use-admin-list.ts';

export default function PendingBalanceCredits() {
  const [list, setList] = useAdminList<PendingBalanceCredit>('/api/admin/balance-credits');
  const [marking, setMarking] = useState<string | null>(null);

  async function markCredited(orderId: string) {
    setMarking(orderId);
    try {
      await api.post('/api/admin/balance-credits', { orderId });
      setList((current) =>
        current.status === 'ready'
          ? { status: 'ready', items: current.items.filter((credit) => credit.orderId !== orderId) }
          : current,
      );
      showToast({
        title: 'Marked as credited',
        description: `Order #${orderId.slice(0, 8)} leaves the list.`,
      });
    } catch (error) {
      showToast({
        title: 'Could not mark it',
        description: errorDescription(error),
        variant: 'destructive',
      });
    } finally {
      setMarking(null);
    }
  }

  return (
    <section aria-labelledby="credits-heading" className="card grid gap-4 p-6">
      <h2 id="credits-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        Refunds to credit on eSIM Go
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Each refunded bundle below is back in your eSIM Go inventory, not on your balance. Credit it
        from the eSIM Go console, or with POST /inventory/refund and its usageId from GET /inventory
        (your eSIM Go account manager must enable refunds first), then mark it credited here; or
        leave it in the inventory to put on an eSIM later.
      </p>
      <AdminListNotice list={list} what="The list" empty="Nothing to credit." />
      {list.status === 'ready' && list.items.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Bundle</th>
                <th scope="col">ICCID</th>
                <th scope="col">Refunded</th>
                <th scope="col">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-900 dark:text-white">
              {list.items.map((credit) => (
                <tr
                  key={credit.orderId}
                  className="border-t border-slate-200 dark:border-slate-800"
                >
                  <td className="py-2 font-mono">
                    <a
                      href={orderAddress(credit.orderId)}
                      className="text-brand-700 underline dark:text-brand-200"
                    >
                      {credit.orderId}
                    </a>
                  </td>
                  <td className="py-2 font-mono">{credit.bundle}</td>
                  <td className="py-2 font-mono">{credit.iccid}</td>
                  <td className="py-2">
                    <time dateTime={credit.refundedAt}>{formatAdminTime(credit.refundedAt)}</time>
                  </td>
                  <td className="py-2 text-right">
                    <button
                      type="button"
                      className="btn-secondary min-h-11"
                      disabled={marking !== null}
                      onClick={() => void markCredited(credit.orderId)}
                    >
                      Mark credited<span className="sr-only"> for order {credit.orderId}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
