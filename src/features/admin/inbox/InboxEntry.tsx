/** One contact message: sender, account and orders linked, the thread, the reply form, status. */
import { api } from '../../../lib/api-client.ts';
import { customerAddress, messageAddress, orderAddress } from '../../staff/console-addresses.ts';
import { formatAdminTime } from '../shell/admin-time.ts';
import type { InboxMessage } from './inbox.ts';
import InboxReplyForm from './InboxReplyForm.tsx';

export default function InboxEntry({
  message,
  onChanged,
  linked = false,
}: {
  message: InboxMessage;
  onChanged: () => void;
  /** In the list: the subject links to the message's own address. */
  linked?: boolean;
}) {
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
          {linked ? (
            <a href={messageAddress(message.id)} className="underline">
              {message.subjectLabel} · {message.name}
            </a>
          ) : (
            <>
              {message.subjectLabel} · {message.name}
            </>
          )}{' '}
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
              href={customerAddress(message.customer.id)}
              className="text-brand-700 underline dark:text-brand-200"
            >
              Customer account
            </a>
            {message.customer.orders.map((order) => (
              <span key={order.id}>
                {' · '}
                <a
                  href={orderAddress(order.id)}
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
