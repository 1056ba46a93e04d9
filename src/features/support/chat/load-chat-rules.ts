/**
 * The chat's rules in the page's language (content/chat-rules.<locale>.json), with the facts the
 * answers name put in and their links to pages in that language. Each language's file is a chunk
 * of its own, loaded on the first click, so a page ships no rules and only ever fetches its own.
 */
import { localizedHref } from '../../i18n/content-links.ts';
import type { LiveLocale } from '../../i18n/locales.ts';
import { withRefundWindow } from '../../refunds/refund-window.ts';
import type { ChatRules } from './chat-rules.ts';

const RULES_FILES: Record<LiveLocale, () => Promise<{ default: ChatRules }>> = {
  en: () => import('../../../../content/chat-rules.json'),
  fr: () => import('../../../../content/chat-rules.fr.json'),
  de: () => import('../../../../content/chat-rules.de.json'),
  es: () => import('../../../../content/chat-rules.es.json'),
  it: () => import('../../../../content/chat-rules.it.json'),
  ja: () => import('../../../../content/chat-rules.ja.json'),
};

/** The rules of `locale`'s chat, ready to answer. */
export async function loadChatRules(locale: LiveLocale): Promise<ChatRules> {
  const { default: rules } = await RULES_FILES[locale]();
  return {
    ...rules,
    rules: rules.rules.map(({ link, ...rule }) => ({
      ...rule,
      response: withRefundWindow(rule.response),
      ...(link && { link: { ...link, href: localizedHref(locale, link.href) } }),
    })),
  };
}
