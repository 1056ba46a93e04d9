/**
 * The id of the one thing a page shows, from its address (/admin/orders/<id>). On an old address
 * (/admin/order?id=<id>, in mails already sent) the address bar is moved to the new one.
 */
import { idFromAddress } from '../../staff/console-addresses.ts';

export function thingIdFromAddress(addressOf: (id: string) => string): string {
  if (typeof window === 'undefined') return '';
  const id = idFromAddress(window.location);
  if (id && new URLSearchParams(window.location.search).has('id'))
    window.history.replaceState(null, '', `${addressOf(id)}${window.location.hash}`);
  return id;
}
