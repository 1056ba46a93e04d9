/**
 * /admin/inbox/<id>: one contact message with its customer and orders linked, the replies and the
 * reply form (GET /api/admin/messages/<id>).
 */
import { useCallback, useEffect, useState } from 'react';
import LoadingSpinner from '../../../components/ui/LoadingSpinner.tsx';
import { api, serverMessageOr } from '../../../lib/api-client.ts';
import { messageAddress } from '../../staff/console-addresses.ts';
import ConsoleShell from '../shell/ConsoleShell.tsx';
import { thingIdFromAddress } from '../shell/thing-id.ts';
import type { InboxMessage } from './inbox.ts';
import InboxEntry from './InboxEntry.tsx';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; message: InboxMessage };

export default function MessageView() {
  const [id] = useState(() => thingIdFromAddress(messageAddress));
  return (
    <ConsoleShell view="inbox" heading="Message">
      {() => <OneMessage id={id} />}
    </ConsoleShell>
  );
}

function OneMessage({ id }: { id: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const load = useCallback(() => {
    api
      .get<InboxMessage>(`/api/admin/messages/${encodeURIComponent(id)}`)
      .then((message) => setLoaded({ status: 'ready', message }))
      .catch((error: unknown) =>
        setLoaded({
          status: 'failed',
          message: serverMessageOr(error, 'The message could not be loaded. Reload the page.'),
        }),
      );
  }, [id]);
  useEffect(load, [load]);

  if (loaded.status === 'loading') return <LoadingSpinner label="Loading the message..." />;
  if (loaded.status === 'failed')
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {loaded.message}
      </p>
    );
  return (
    <div className="card p-4 sm:p-6">
      <InboxEntry message={loaded.message} onChanged={load} />
    </div>
  );
}
