/**
 * The contact messages as a queue on /admin: open first by default, each with the sender's
 * account and orders, the replies so far, and a reply form that mails the sender.
 */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { formatAdminTime } from '../shell/admin-time.ts';
import type { InboxMessage } from './inbox.ts';
import InboxReplyForm from './InboxReplyForm.tsx';

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
              <InboxEntry message={message} onChanged={() => void load(null)} />
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

function InboxEntry({ message, onChanged }: { message: InboxMessage; onChanged: () => void }) {
  const answered = message.status === 'answered';
  const setStatus = (status: 'open' | 'answered') =>
    void api.post('/api/admin/messages/status', { messageId: message.id, status }).then(onChanged);
  return (
    <article
      aria-label={`${message.subjectLabel} from ${message.name}`}
      className="grid gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900 dark:text-white">
          {message.subjectLabel} · {message.name}{' '}
          <span
            className={
              answered
                ? 'text-emerald-700 dark:text-emerald-300'
                : 'text-amber-800 dark:text-amber-300'
            }
          >
            ({answered ? 'answered' : 'open'})
          </span>
        </p>
        <time dateTime={message.receivedAt} className="text-sm text-slate-600 dark:text-slate-400">
          {formatAdminTime(message.receivedAt)}
        </time>
      </header>
      <p className="text-sm break-all">
        <a
          href={`mailto:${message.email}`}
          className="text-brand-700 underline dark:text-brand-200"
        >
          {message.email}
        </a>
        {message.writtenIn ? ` · Written in ${message.writtenIn}` : null}
        {message.customer ? (
          <>
            {' · '}
            <a
              href={`/admin/customer?id=${message.customer.id}`}
              className="text-brand-700 underline dark:text-brand-200"
            >
              Customer account
            </a>
            {message.customer.orders.map((order) => (
              <span key={order.id}>
                {' · '}
                <a
                  href={`/admin/order?id=${order.id}`}
                  className="text-brand-700 underline dark:text-brand-200"
                >
                  {order.plan} ({order.createdAt.slice(0, 10)})
                </a>
              </span>
            ))}
          </>
        ) : (
          ' · no account with this address'
        )}
      </p>
      <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
        {message.message}
      </p>
      {message.replies.map((reply) => (
        <blockquote
          key={reply.id}
          className="border-l-4 border-brand-200 pl-3 text-sm whitespace-pre-line text-slate-700 dark:border-brand-800 dark:text-slate-300"
        >
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Reply by {reply.by}, {formatAdminTime(reply.at)}
          </p>
          {reply.text}
        </blockquote>
      ))}
      <InboxReplyForm messageId={message.id} onSent={onChanged} />
      <button
        type="button"
        className="btn-secondary justify-self-start px-3 py-1 text-sm"
        onClick={() => setStatus(answered ? 'open' : 'answered')}
      >
        {answered ? 'Reopen' : 'Mark answered without replying'}
      </button>
    </article>
  );
}
