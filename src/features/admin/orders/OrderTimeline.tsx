/** Everything that happened to an order, oldest first, each with its time. */
import { formatAdminTime } from '../shell/admin-time.ts';
import type { TimelineEntry } from './order-view.ts';

export default function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0)
    return <p className="text-slate-600 dark:text-slate-300">Nothing recorded yet.</p>;
  return (
    <ol className="grid gap-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="grid gap-0.5">
          <time dateTime={entry.at} className="text-sm text-slate-600 dark:text-slate-400">
            {formatAdminTime(entry.at)}
          </time>
          <span className="text-slate-900 dark:text-white">{entry.summary}</span>
          {entry.detail && (
            <span className="text-sm break-all text-slate-600 dark:text-slate-300">
              {entry.detail}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
