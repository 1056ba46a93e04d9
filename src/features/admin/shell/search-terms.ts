/**
 * What staff typed in the console's one search box: an e-mail, an order id, a payment id, an ICCID
 * or a name, told apart by their shapes. Null when it is none of them.
 */
import { searchWordsOf } from '../../../lib/search-text.ts';

export type SearchTerm =
  | { kind: 'email'; email: string }
  | { kind: 'order-id'; orderId: string }
  | { kind: 'payment-id'; paymentIntentId: string }
  | { kind: 'iccid'; iccid: string }
  | { kind: 'name'; words: string[] };

/** At most this many words of a name are looked up (all must match). */
const MAX_NAME_WORDS = 4;
const MAX_WORD_LENGTH = 60;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export function searchTermOf(typed: string): SearchTerm | null {
  const text = typed.trim();
  if (text.includes('@'))
    return EMAIL.test(text) && text.length <= 254 ? { kind: 'email', email: text } : null;
  if (/^[a-f0-9]{24}$/i.test(text)) return { kind: 'order-id', orderId: text.toLowerCase() };
  if (/^pi_[A-Za-z0-9_]{1,200}$/.test(text)) return { kind: 'payment-id', paymentIntentId: text };
  const digits = text.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits))
    return /^\d{18,22}$/.test(digits) ? { kind: 'iccid', iccid: digits } : null;
  const words = searchWordsOf(text);
  if (words.length === 0 || words.length > MAX_NAME_WORDS) return null;
  if (words.some((word) => word.length > MAX_WORD_LENGTH)) return null;
  return { kind: 'name', words };
}

/** Why a search box's text was refused, for the 400 answer. */
export const SEARCH_TERM_HELP =
  'Search by e-mail, order id (24 hex characters), payment id (pi_…), ICCID (18 to 22 digits) or a name of up to 4 words';
