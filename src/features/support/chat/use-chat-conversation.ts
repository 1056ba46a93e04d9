/**
 * The chat's conversation (docs/product.md#chat): greeting first, a reply 800 ms after each
 * message, support on request.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatLink, ChatRules } from './chat-rules.ts';
import { replyFor } from './match.ts';

const CHAT_REPLY_DELAY_MS = 800;

export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant' | 'support';
  content: string;
  link?: ChatLink;
  showSupportOption?: boolean;
  /** 'Talk to Support Team' was used on this fallback; its button is then disabled. */
  supportRequested?: boolean;
}

export function useChatConversation(rules: ChatRules) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, role: 'assistant', content: rules.greeting },
  ]);
  const [pendingReplies, setPendingReplies] = useState(0);
  const nextId = useRef(1);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const append = useCallback((message: Omit<ChatMessage, 'id'>) => {
    const id = nextId.current++;
    setMessages((list) => [...list, { ...message, id }]);
  }, []);

  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content) return;
      append({ role: 'user', content });
      setPendingReplies((count) => count + 1);
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        setPendingReplies((count) => count - 1);
        append({ role: 'assistant', ...replyFor(content, rules) });
      }, CHAT_REPLY_DELAY_MS);
      timers.current.add(timer);
    },
    [append, rules],
  );

  const requestSupport = useCallback(
    (fallbackId: number) => {
      setMessages((list) =>
        list.map((message) =>
          message.id === fallbackId ? { ...message, supportRequested: true } : message,
        ),
      );
      append({ role: 'support', content: rules.supportMessage });
    },
    [append, rules],
  );

  return { messages, isTyping: pendingReplies > 0, send, requestSupport };
}
