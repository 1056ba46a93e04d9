/**
 * An eSIM on its way, on its order card: the delivery promise with its latest time in the
 * visitor's language and zone; past it, that we are on it; once the re-drive found it late, the
 * notice and 'Refund now' (the server re-checks; docs/decisions/0048-delivery-promise-and-late-refund.md).
 */
import { useState } from 'react';
import { promiseValues } from '../orders/delivery-promise.ts';
import RefundAnswerNote, {
  useRefundRequest,
  type RefundOfferProps,
} from '../refunds/RefundAnswerNote.tsx';

export default function DeliveryNotice(props: RefundOfferProps) {
  const { t, order } = props;
  const request = useRefundRequest(props);
  // When the card was first shown: the list re-renders it as the order moves on.
  const [shownAt] = useState(() => Date.now());
  const delivery = order.delivery;
  if (request.answered) return <RefundAnswerNote {...request.answered} />;
  if (!delivery) return null;
  const values = promiseValues(t, delivery.dueBy);
  if (delivery.lateAt === null)
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300" data-delivery-due={delivery.dueBy}>
        {shownAt < Date.parse(delivery.dueBy)
          ? t('orders.deliveryPromise', values)
          : t('orders.deliveryOverdue')}
      </p>
    );

  return (
    <section
      role="status"
      className="grid gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <p className="font-semibold">{t('orders.late.title')}</p>
      <p>{t(delivery.refundOffered ? 'orders.late.offer' : 'orders.late.onIt', values)}</p>
      {delivery.refundOffered && (
        <div>
          <button
            type="button"
            className="btn-primary"
            disabled={request.sending}
            onClick={() => void request.refund()}
          >
            {request.sending ? t('orders.late.refunding') : t('orders.late.refundNow')}
          </button>
        </div>
      )}
    </section>
  );
}
