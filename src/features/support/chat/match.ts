import type { ChatLink, ChatRules } from './chat-rules.ts';

export interface ChatReply {
  content: string;
  link?: ChatLink;
  /** Set on the fallback: offer 'Talk to Support Team' and 'Visit Contact Page'. */
  showSupportOption?: true;
}

/**
 * The response of the first rule, in list order, with a keyword in the lower-cased text; else the
 * fallback.
 */
export function replyFor(text: string, rules: Pick<ChatRules, 'rules' | 'fallback'>): ChatReply {
  const query = text.trim().toLowerCase();
  const rule = query
    ? rules.rules.find(({ keywords }) => keywords.some((keyword) => query.includes(keyword)))
    : undefined;
  if (!rule) return { content: rules.fallback, showSupportOption: true };
  return rule.link ? { content: rule.response, link: rule.link } : { content: rule.response };
}
