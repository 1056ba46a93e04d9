/**
 * The contact messages as a queue on /admin/inbox: open first by default, each with the sender's
 * account and orders, the replies so far, a reply form that mails the sender, and a link to the
 * message's own address.
 */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import type { InboxMessage } from './inbox.ts';
import InboxEntry from './InboxEntry.tsx';

type Filter = 'open' | 'answered' | 'all';
type Page = { messages: InboxMessage[]; nextCursor: string | null };

export default function ContactInbox() {
  const [filter, setFilter] = useState<Filter>('open');
  const [page, setPage] = useState<Page | null | 'failed'>(null);
  const load = useCallback(
    (cursor: string | null, shown: InboxMessage[] = []) =>
      api
        .get<Page>(
          `/api/admin/messages?${new URLSearchParams({
            ...(filter === 'all' ? {} : { status: filter }),
            ...(cursor ? { cursor } : {}),
          }).toString()}`,
        )
        .then((next) => setPage({ ...next, messages: [...shown, ...next.messages] }))
        .catch(() => setPage('failed')),
    [filter],
  );
  useEffect(() => void load(null), [load]);

  return (
    <section aria-labelledby="messages-heading" className="card grid gap-4 p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="messages-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          Contact messages
        </h2>
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          Show
          <select
            className="input py-1"
            value={filter}
            onChange={(event) => setFilter(event.target.value as Filter)}
          >
            <option value="open">Open</option>
            <option value="answered">Answered</option>
            <option value="all">All</option>
          </select>
        </label>
      </div>
      {page === null && <p className="text-sm text-slate-600 dark:text-slate-400">Loading…</p>}
      {page === 'failed' && (
        <p className="text-sm text-red-700 dark:text-red-300">
          The messages could not be loaded. Reload the page to try again.
        </p>
      )}
      {page && page !== 'failed' && page.messages.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">No messages here.</p>
      )}
      {page && page !== 'failed' && page.messages.length > 0 && (
        <ul className="grid gap-4">
          {page.messages.map((message) => (
            <li key={message.id}>
              <InboxEntry message={message} onChanged={() => void load(null)} linked />
            </li>
          ))}
        </ul>
      )}
      {page && page !== 'failed' && page.nextCursor && (
        <button
          type="button"
          className="btn-secondary justify-self-start px-4 py-2"
          onClick={() => void load(page.nextCursor, page.messages)}
        >
          Older messages
        </button>
      )}
    </section>
  );
}
