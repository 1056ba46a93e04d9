import type { ChatMessage } from './use-chat-conversation.ts';

const speakers = { user: 'You', assistant: 'Roamly assistant', support: 'Support team' } as const;
const bubbles = {
  user: 'ml-auto rounded-br-sm bg-brand-600 text-white',
  assistant: 'rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  support:
    'rounded-bl-sm border border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50',
} as const;

interface Props {
  message: ChatMessage;
  onRequestSupport: (messageId: number) => void;
}

/**
 * One bubble; a reply may carry a link to the page that answers it, the fallback the two support
 * options.
 */
export function ChatMessageItem({ message, onRequestSupport }: Props) {
  const { role, content, link, showSupportOption, supportRequested } = message;
  return (
    <li
      className={`w-fit max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-6 ${bubbles[role]}`}
    >
      {role === 'support' ? (
        <p className="text-xs font-semibold tracking-wide uppercase">{speakers.support}</p>
      ) : (
        <span className="sr-only">{speakers[role]}: </span>
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
            Talk to Support Team
          </button>
          <a href="/contact" className="btn-secondary px-3 py-2">
            Visit Contact Page
          </a>
        </div>
      )}
    </li>
  );
}
