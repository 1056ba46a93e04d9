/**
 * 'Invoice' and, once refunded, 'Credit note' on a My Orders order, each opening the printable page
 * in a new tab. A document not numbered yet (an order from before invoices) opens a page saying it
 * is being prepared, which reloads each minute.
 */
import type { Translator } from '../i18n/translate.ts';
import type { CustomerOrder } from '../orders/order.ts';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200';

export default function DocumentLinks({ t, order }: { t: Translator; order: CustomerOrder }) {
  if (order.provisioningStatus !== 'completed') return null;
  const base = `/api/orders/${encodeURIComponent(order.id)}`;
  return (
    <p className="flex flex-wrap gap-x-4 text-sm">
      <a className={linkClass} href={`${base}/invoice?format=html`} target="_blank" rel="noopener">
        {t('invoice.link')}
      </a>
      {order.refundedAt && (
        <a
          className={linkClass}
          href={`${base}/credit-note?format=html`}
          target="_blank"
          rel="noopener"
        >
          {t('invoice.creditNoteLink')}
        </a>
      )}
    </p>
  );
}
