/**
 * Withdrawals on the Overview (/admin): every 'Withdraw from contract here' received, newest
 * first, with what it did; those marked 'needs a person' are refunded by hand where due
 * (docs/decisions/0042-withdrawal-function.md).
 */
import type { WithdrawalRecord } from '../../withdrawal/withdrawal-records.server.ts';
import { formatAdminTime } from '../shell/admin-time.ts';
import CursorPagedTable, { cell } from '../shell/CursorPagedTable.tsx';
import { orderAddress } from '../../staff/console-addresses.ts';

type WithdrawalsPage = { withdrawals: WithdrawalRecord[]; nextCursor: string | null };

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
  return (
    <CursorPagedTable
      headingId="withdrawals-heading"
      title="Withdrawals"
      path="/api/admin/withdrawals"
      rowsOf={(page: WithdrawalsPage) => page.withdrawals}
      keyOf={(row) => row.orderId}
      caption="Withdrawals, newest first"
      columns={['Received', 'Order', 'Name and address', 'Outcome']}
      texts={{
        failed: 'The withdrawals could not be loaded. Reload the page to try again.',
        empty: 'No withdrawal yet.',
        older: 'Older withdrawals',
      }}
      cells={(row) => (
        <>
          <td className={cell}>
            <time dateTime={row.receivedAt}>{formatAdminTime(row.receivedAt)}</time> (
            {row.via === 'link' ? 'mailed link' : 'My Orders'})
          </td>
          <td className={cell}>
            <a className="underline" href={orderAddress(row.orderId)}>
              #{row.orderId.slice(0, 8)}
            </a>
          </td>
          <td className={`${cell} break-all`}>
            {row.name}, {row.email}
          </td>
          <td className={cell}>{withdrawalOutcomeText(row)}</td>
        </>
      )}
    />
  );
}
