/**
 * What an admin list says while it loads, when it could not load, or when it is empty; nothing once
 * it has items.
 */
import type { AdminList } from './use-admin-list.ts';

export default function AdminListNotice({
  list,
  what,
  empty,
}: {
  list: AdminList<unknown>;
  what: string;
  empty: string;
}) {
  if (list.status === 'loading')
    return <p className="text-sm text-slate-600 dark:text-slate-400">Loading…</p>;
  if (list.status === 'failed')
    return (
      <p className="text-sm text-red-700 dark:text-red-300">{`${what} could not be loaded. Reload the page to try again.`}</p>
    );
  if (list.items.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  return null;
}
