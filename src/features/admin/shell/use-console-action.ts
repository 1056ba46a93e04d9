/**
 * One console action at a time: while a call runs the buttons are disabled, so a double click
 * sends once; the server's message is shown either way.
 */
import { useState } from 'react';
import { showToast } from '../../../components/ui/toast.store.ts';
import { api, errorDescription } from '../../../lib/api-client.ts';

export function useConsoleAction<Answer extends { message: string }>() {
  const [pending, setPending] = useState(false);

  async function run(path: string, body: object, onDone: (answer: Answer) => void) {
    if (pending) return;
    setPending(true);
    try {
      const answer = await api.post<Answer>(path, body);
      showToast({ title: 'Done', description: answer.message });
      onDone(answer);
    } catch (error) {
      showToast({
        title: 'Not done',
        description: errorDescription(error),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return { pending, run };
}
