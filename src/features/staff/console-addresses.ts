/**
 * The back office's address of each thing it shows: the console's links, staff mails and audit
 * entries all point there (docs/decisions/0054-the-console-as-a-back-office.md). Relative paths:
 * a mail puts the site's origin in front.
 */

export const CONSOLE_HOME = '/admin';

export const orderAddress = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`;

export const customerAddress = (userId: string) => `/admin/customers/${encodeURIComponent(userId)}`;

export const messageAddress = (messageId: string) =>
  `/admin/inbox/${encodeURIComponent(messageId)}`;

/**
 * The id at the end of a thing's address (`/admin/orders/<id>`), or, on the old addresses mails
 * already carry (`/admin/order?id=<id>`), the `id` parameter; '' when there is none.
 */
export function idFromAddress(location: { pathname: string; search: string }): string {
  const old = new URLSearchParams(location.search).get('id');
  if (old) return old;
  const last = location.pathname.replace(/\/$/, '').split('/').slice(3).join('/');
  try {
    return decodeURIComponent(last);
  } catch {
    return '';
  }
}
