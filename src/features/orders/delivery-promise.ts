/**
 * The delivery promise (docs/product.md#delivery): an eSIM is usually ready within a minute of
 * payment, at most DELIVERY_PROMISE_MINUTES after it. The one home of that figure for code and the
 * texts that state a time; without zod, the orders and checkout islands import it.
 */
import { intlLocaleGB } from '../i18n/intl.ts';
import type { Translator } from '../i18n/translate.ts';

export const DELIVERY_PROMISE_MINUTES = 30;
export const DELIVERY_PROMISE_MS = DELIVERY_PROMISE_MINUTES * 60_000;

/** The latest time an order paid at `paidAt` is promised for, as an ISO string. */
export function deliveryDueBy(paidAt: string | number): string {
  return new Date(new Date(paidAt).getTime() + DELIVERY_PROMISE_MS).toISOString();
}

/** '14:32' in the reader's language and, in a browser, their time zone. */
function dueTime(t: Translator, dueBy: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocaleGB(t.locale), {
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(dueBy));
}

/** What the promise fills into a text: the minutes and the latest time. */
export function promiseValues(t: Translator, dueBy: string, timeZone?: string) {
  return { minutes: DELIVERY_PROMISE_MINUTES, time: dueTime(t, dueBy, timeZone) };
}
