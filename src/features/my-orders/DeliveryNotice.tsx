/**
 * An eSIM on its way, on its order card: the delivery promise with its latest time in the
 * visitor's language and zone; past it, that we are on it; once the re-drive found it late, the
 * notice and 'Refund now' (the server re-checks; docs/decisions/0048-delivery-promise-and-late-refund.md).
 */
import { useState } from 'react';
import { promiseValues } from '../orders/delivery-promise.ts';
import type { CustomerOrder } from '../orders/order.ts';
import type { Translator } from '../i18n/translate.ts';
import RefundAnswerNote, {
  requestRefund,
  type RefundAnswered,
} from '../refunds/RefundAnswerNote.tsx';

type Step = { kind: 'offered' | 'sending' } | ({ kind: 'answered' } & RefundAnswered);

export default function DeliveryNotice({
  t,
  order,
  onRefunded,
}: {
  t: Translator;
  order: CustomerOrder;
  onRefunded: (order: CustomerOrder) => void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'offered' });
  // When the card was first shown: the list re-renders it as the order moves on.
  const [shownAt] = useState(() => Date.now());
  const delivery = order.delivery;
  if (step.kind === 'answered') return <RefundAnswerNote {...step} />;
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

  async function refund() {
    setStep({ kind: 'sending' });
    setStep({ kind: 'answered', ...(await requestRefund(t, order.id, onRefunded)) });
  }

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
            disabled={step.kind === 'sending'}
            onClick={() => void refund()}
          >
            {step.kind === 'sending' ? t('orders.late.refunding') : t('orders.late.refundNow')}
          </button>
        </div>
      )}
    </section>
  );
}
