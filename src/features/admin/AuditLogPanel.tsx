/** The audit log on /admin, for owners: every staff action, newest first, older pages on demand. */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import type { AuditEntry } from '../staff/audit-log.server.ts';
import { formatAdminTime } from './catalogue-status.ts';

type AuditPage = { entries: AuditEntry[]; nextCursor: string | null };
const cell = 'px-3 py-2 text-left align-top';

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
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  const load = (after: string | null) =>
    api
      .get<AuditPage>(`/api/admin/audit${after ? `?cursor=${encodeURIComponent(after)}` : ''}`)
      .then((page) => {
        setEntries((shown) => (after ? [...shown, ...page.entries] : page.entries));
        setCursor(page.nextCursor);
        setState('ready');
      })
      .catch(() => setState('failed'));
  useEffect(() => void load(null), []);

  return (
    <section aria-labelledby="audit-heading" className="card grid gap-4 p-6">
      <h2 id="audit-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        Audit log
      </h2>
      {state === 'failed' && (
        <p className="text-sm text-red-700 dark:text-red-300">
          The audit log could not be loaded. Reload the page to try again.
        </p>
      )}
      {state !== 'failed' && entries.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {state === 'loading' ? 'Loading…' : 'No staff action yet.'}
        </p>
      )}
      {entries.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm text-slate-700 dark:text-slate-300">
            <caption className="sr-only">Staff actions, newest first</caption>
            <thead className="text-slate-900 dark:text-white">
              <tr>
                <th scope="col" className={cell}>
                  When
                </th>
                <th scope="col" className={cell}>
                  Who
                </th>
                <th scope="col" className={cell}>
                  Action
                </th>
                <th scope="col" className={cell}>
                  On
                </th>
                <th scope="col" className={cell}>
                  Change
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-200 dark:border-slate-800">
                  <td className={cell}>
                    <time dateTime={entry.at}>{formatAdminTime(entry.at)}</time>
                  </td>
                  <td className={`${cell} break-all`}>{entry.actor.email}</td>
                  <td className={cell}>{entry.action}</td>
                  <td className={`${cell} break-all`}>
                    {entry.target.kind} {entry.target.id}
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
          Older entries
        </button>
      )}
    </section>
  );
}
