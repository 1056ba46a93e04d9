import { localizedPath } from '../../i18n/locales.ts';
import type { MessageKey, Translator } from '../../i18n/translate.ts';
import type { ChatMessage } from './use-chat-conversation.ts';

/** Who said a message, as a screen reader announces it before the bubble's text. */
const speakers: Record<'user' | 'assistant', MessageKey> = {
  user: 'support.chat.fromYou',
  assistant: 'support.chat.fromAssistant',
};
const bubbles = {
  user: 'ml-auto rounded-br-sm bg-brand-600 text-white',
  assistant: 'rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  support:
    'rounded-bl-sm border border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50',
} as const;

interface Props {
  message: ChatMessage;
  t: Translator;
  onRequestSupport: (messageId: number) => void;
}

/**
 * One bubble; a reply may carry a link to the page that answers it, the fallback the two support
 * options.
 */
export function ChatMessageItem({ message, t, onRequestSupport }: Props) {
  const { role, content, link, showSupportOption, supportRequested } = message;
  return (
    <li
      className={`w-fit max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-6 ${bubbles[role]}`}
    >
      {role === 'support' ? (
        <p className="text-xs font-semibold tracking-wide uppercase">
          {t('support.chat.fromSupport')}
        </p>
      ) : (
        <span className="sr-only">{t(speakers[role])} </span>
      )}
      <p className="whitespace-pre-line">{content}</p>
      {link && (
        <a
          href={link.href}
          className="mt-1.5 inline-block font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
        >
          {link.label} →
        </a>
      )}
      {showSupportOption && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-primary px-3 py-2"
            disabled={supportRequested}
            onClick={() => onRequestSupport(message.id)}
          >
            {t('support.chat.talkToSupport')}
          </button>
          <a href={localizedPath(t.locale, '/contact')} className="btn-secondary px-3 py-2">
            {t('support.chat.contactPage')}
          </a>
        </div>
      )}
    </li>
  );
}
