/** The latest contact-form messages on /admin, newest first, with a reply link for each. */
import type { StoredContactMessage } from '../support/contact.server.ts';
import AdminListNotice from './AdminListNotice.tsx';
import { formatAdminTime } from './catalogue-status.ts';
import { useAdminList } from './use-admin-list.ts';

export default function ContactMessages() {
  const [list] = useAdminList<StoredContactMessage>('/api/admin/contact-messages');

  return (
    <section aria-labelledby="messages-heading" className="card grid gap-4 p-6">
      <h2 id="messages-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        Contact messages
      </h2>
      <AdminListNotice list={list} what="The messages" empty="No messages yet." />
      {list.status === 'ready' && list.items.length > 0 && (
        <ul className="grid gap-4">
          {list.items.map((message) => (
            <li
              key={message.id}
              className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
            >
              <article aria-label={`${message.subjectLabel} from ${message.name}`}>
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold text-slate-900 dark:text-white">
                    {message.subjectLabel} · {message.name}
                  </p>
                  <time
                    dateTime={message.receivedAt}
                    className="text-sm text-slate-600 dark:text-slate-400"
                  >
                    {formatAdminTime(message.receivedAt)}
                  </time>
                </header>
                <a
                  href={`mailto:${message.email}`}
                  className="text-sm break-all text-brand-700 underline dark:text-brand-300"
                >
                  {message.email}
                </a>
                <p className="mt-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
                  {message.message}
                </p>
                {!message.mailed && (
                  <p className="mt-2 text-xs font-semibold text-amber-800 dark:text-amber-300">
                    Not yet mailed to support: answer it from here.
                  </p>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
