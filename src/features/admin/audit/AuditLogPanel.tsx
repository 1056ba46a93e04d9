/**
 * The audit log on /admin/audit, for owners: every staff action, newest first, older pages on
 * demand; an entry about an order, a customer or a message links to its address.
 */
import type { AuditEntry } from '../../staff/audit-log.server.ts';
import { customerAddress, messageAddress, orderAddress } from '../../staff/console-addresses.ts';
import { formatAdminTime } from '../shell/admin-time.ts';
import CursorPagedTable, { cell } from '../shell/CursorPagedTable.tsx';

type AuditPage = { entries: AuditEntry[]; nextCursor: string | null };

/** `{"role":"support"}` → `role: support`: what changed, in a line. */
const summarise = (value: unknown) =>
  value && typeof value === 'object'
    ? Object.entries(value)
        .map(
          ([key, field]) => `${key}: ${typeof field === 'string' ? field : JSON.stringify(field)}`,
        )
        .join(', ')
    : '';

export default function AuditLogPanel() {
  return (
    <CursorPagedTable
      headingId="audit-heading"
      title="Audit log"
      path="/api/admin/audit"
      rowsOf={(page: AuditPage) => page.entries}
      keyOf={(entry) => entry.id}
      caption="Staff actions, newest first"
      columns={['When', 'Who', 'Action', 'On', 'Change']}
      texts={{
        failed: 'The audit log could not be loaded. Reload the page to try again.',
        empty: 'No staff action yet.',
        older: 'Older entries',
      }}
      cells={(entry) => (
        <>
          <td className={cell}>
            <time dateTime={entry.at}>{formatAdminTime(entry.at)}</time>
          </td>
          <td className={`${cell} break-all`}>{entry.actor.email}</td>
          <td className={cell}>{entry.action}</td>
          <td className={`${cell} break-all`}>
            <AuditTarget target={entry.target} />
          </td>
          <td className={cell}>
            {[
              entry.before !== undefined && `before: ${summarise(entry.before)}`,
              entry.after !== undefined && `after: ${summarise(entry.after)}`,
              entry.reason && `reason: ${entry.reason}`,
            ]
              .filter(Boolean)
              .join('; ')}
          </td>
        </>
      )}
    />
  );
}

const addressOfTarget: Record<string, ((id: string) => string) | undefined> = {
  order: orderAddress,
  customer: customerAddress,
  message: messageAddress,
};

/** What an entry is about, linked to its address when it has one (order, customer, message). */
function AuditTarget({ target }: { target: AuditEntry['target'] }) {
  const addressOf = addressOfTarget[target.kind];
  if (!addressOf)
    return (
      <>
        {target.kind} {target.id}
      </>
    );
  return (
    <>
      {target.kind}{' '}
      <a href={addressOf(target.id)} className="text-brand-700 underline dark:text-brand-200">
        {target.id}
      </a>
    </>
  );
}
