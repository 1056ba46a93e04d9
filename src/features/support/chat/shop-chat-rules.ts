/** The shop's chat rules (content/chat-rules.json), with the facts the answers name put in. */
import rulesJson from '../../../../content/chat-rules.json';
import { withRefundWindow } from '../../refunds/refund-window.ts';
import type { ChatRules } from './chat-rules.ts';

export const shopChatRules: ChatRules = {
  ...rulesJson,
  rules: rulesJson.rules.map((rule) => ({ ...rule, response: withRefundWindow(rule.response) })),
};
