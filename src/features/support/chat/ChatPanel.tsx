/**
 * The chat window (docs/product.md#chat): a non-modal dialog anchored above the launcher, a
 * full-width sheet on phones. Hiding it (minimise or close) keeps the conversation.
 */
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { Translator } from '../../i18n/translate.ts';
import type { ChatRules } from './chat-rules.ts';
import { ChatComposer } from './ChatComposer.tsx';
import Icon from '../../../components/ui/Icon.tsx';
import { ChatMessageItem } from './ChatMessageItem.tsx';
import { useChatConversation } from './use-chat-conversation.ts';

interface Props {
  rules: ChatRules;
  t: Translator;
  open: boolean;
  onHide: () => void;
}

const headerButton =
  'grid size-9 place-items-center rounded-lg text-white hover:bg-white/15 focus-visible:outline-white';
/** The header's two ways to hide the panel. */
const HIDE_BUTTONS = [
  { label: 'support.chat.minimise', icon: 'chevronDown' },
  { label: 'support.chat.close', icon: 'close' },
] as const;

export function ChatPanel({ rules, t, open, onHide }: Props) {
  const { messages, isTyping, send, requestSupport } = useChatConversation(rules);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  // Focus moves into the dialog as soon as it shows (layout effect: before the click handler
  // returns).
  useLayoutEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages, isTyping]);

  const sendAndRefocus = (text: string) => {
    send(text);
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onHide();
  };

  return (
    // Escape closes the dialog from whichever control inside it has focus (WAI-ARIA dialog
    // pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      role="dialog"
      aria-labelledby="chat-title"
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed inset-x-0 bottom-0 z-40 flex h-[85dvh] flex-col overflow-hidden rounded-t-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-24 sm:h-[min(36rem,calc(100dvh-8rem))] sm:w-96 sm:rounded-2xl dark:border-slate-700 dark:bg-slate-900 [&[hidden]]:hidden"
    >
      {/* A div, not <header>: inside a dialog (not a landmark scope) a header would be a second page banner. */}
      <div className="flex items-center gap-3 bg-brand-700 px-4 py-3 text-white">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-white/15">
          <Icon name="message" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="chat-title" className="font-semibold">
            {t('support.chat.title')}
          </h2>
          <p className="text-xs">{t('support.chat.tagline')}</p>
        </div>
        {HIDE_BUTTONS.map(({ label, icon }) => (
          <button
            key={icon}
            type="button"
            className={headerButton}
            aria-label={t(label)}
            onClick={onHide}
          >
            <Icon name={icon} />
          </button>
        ))}
      </div>

      {/* The log is a wrapper: role="log" on the <ol> itself would hide its list semantics from the items. */}
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t('support.chat.conversation')}
        className="flex-1 overflow-y-auto p-4"
      >
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              t={t}
              onRequestSupport={requestSupport}
            />
          ))}
          {isTyping && (
            <li className="w-fit rounded-2xl rounded-bl-sm bg-slate-100 px-3.5 py-3 dark:bg-slate-800">
              <span className="sr-only">{t('support.chat.typing')}</span>
              <span aria-hidden="true" className="flex gap-1">
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    className="size-2 animate-bounce rounded-full bg-slate-500 dark:bg-slate-400"
                    style={{ animationDelay: `${delay}ms` }}
                  />
                ))}
              </span>
            </li>
          )}
        </ol>
      </div>

      {messages.length === 1 && (
        <ul
          aria-label={t('support.chat.quickQuestions')}
          className="flex flex-wrap gap-2 px-4 pb-3"
        >
          {rules.quickQuestions.map((question) => (
            <li key={question}>
              <button
                type="button"
                onClick={() => sendAndRefocus(question)}
                className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-left text-sm font-medium text-brand-800 hover:bg-brand-100 dark:border-slate-700 dark:bg-slate-800 dark:text-brand-100 dark:hover:bg-slate-700"
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
      )}

      <ChatComposer onSend={send} inputRef={inputRef} t={t} />
    </section>
  );
}
