/**
 * A reply to one contact message, mailed to its sender. The reply's id is made once per reply, so
 * a second click (or a retry after a timeout) sends it once.
 */
import { useState } from 'react';
import { api, serverMessageOr } from '../../../lib/api-client.ts';
import { showToast } from '../../../components/ui/toast.store.ts';

export default function InboxReplyForm({
  messageId,
  onSent,
}: {
  messageId: string;
  onSent: () => void;
}) {
  const [replyId, setReplyId] = useState(() => crypto.randomUUID());
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const fieldId = `reply-${messageId}`;

  async function send() {
    if (pending) return;
    setPending(true);
    try {
      await api.post('/api/admin/messages/reply', { messageId, replyId, text });
      showToast({ title: 'Reply sent', description: 'The customer gets it by e-mail.' });
      setText('');
      setReplyId(crypto.randomUUID());
      onSent();
    } catch (error) {
      showToast({
        title: 'Reply not sent',
        description: serverMessageOr(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        Reply by e-mail
      </label>
      <textarea
        id={fieldId}
        className="input min-h-24"
        value={text}
        maxLength={5000}
        onChange={(event) => setText(event.target.value)}
      />
      <button
        type="submit"
        className="btn-primary justify-self-start px-4 py-2"
        disabled={pending || text.trim().length < 2}
      >
        {pending ? 'Sending...' : 'Send reply'}
      </button>
    </form>
  );
}
