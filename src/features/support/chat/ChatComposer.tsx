import { useState, type KeyboardEvent, type Ref } from 'react';
import type { Translator } from '../../i18n/translate.ts';

interface Props {
  onSend: (text: string) => void;
  inputRef: Ref<HTMLTextAreaElement>;
  t: Translator;
}

/**
 * The message box: Enter sends, Shift+Enter breaks the line; empty or blank text cannot be sent.
 */
export function ChatComposer({ onSend, inputRef, t }: Props) {
  const [text, setText] = useState('');
  const canSend = text.trim() !== '';

  const send = () => {
    if (!canSend) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 p-3 dark:border-slate-800"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor="chat-message" className="sr-only">
        {t('support.chat.messageLabel')}
      </label>
      <textarea
        id="chat-message"
        ref={inputRef}
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('support.chat.messagePlaceholder')}
        className="input max-h-32 min-h-11 resize-none py-2"
      />
      <button type="submit" className="btn-primary h-11 shrink-0" disabled={!canSend}>
        {t('support.chat.send')}
      </button>
    </form>
  );
}
