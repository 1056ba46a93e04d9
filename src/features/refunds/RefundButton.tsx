/**
 * 'Cancel and refund' on an order card (docs/product.md#refund-button): offered while the order's
 * refund window is open (the server re-checks every rule), asks to confirm, and hands the refunded
 * order back; a refusal shows the server's message. No zod here: it is part of the orders island.
 */
import { useState } from 'react';
import { formatAmount } from '../currency/format-price.ts';
import type { CustomerOrder } from '../orders/order.ts';
import { intlLocaleGB } from '../i18n/intl.ts';
import type { Translator } from '../i18n/translate.ts';
import RefundAnswerNote, { requestRefund, type RefundAnswered } from './RefundAnswerNote.tsx';

type Step =
  | { kind: 'offered' }
  | { kind: 'confirming' }
  | { kind: 'sending' }
  | ({ kind: 'answered' } & RefundAnswered);

export default function RefundButton({
  t,
  order,
  onRefunded,
}: {
  t: Translator;
  order: CustomerOrder;
  onRefunded: (order: CustomerOrder) => void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'offered' });
  // The time the card was first shown: a page left open past the refund window is refused by the
  // server.
  const [shownAt] = useState(() => Date.now());
  const open =
    order.status === 'completed' &&
    order.refundableUntil !== null &&
    Date.parse(order.refundableUntil) > shownAt;
  if (!open && step.kind !== 'answered') return null;

  async function refund() {
    setStep({ kind: 'sending' });
    setStep({ kind: 'answered', ...(await requestRefund(t, order.id, onRefunded)) });
  }

  if (step.kind === 'answered') return <RefundAnswerNote {...step} />;
  if (step.kind === 'offered') {
    // Secondary: a quiet line under the card's other parts, with the condition in words.
    return (
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
        <p className="text-slate-600 dark:text-slate-400">
          {t('orders.refundOffered', { day: lastRefundDay(t, order.refundableUntil) })}
        </p>
        <button
          type="button"
          className="btn-ghost -mx-2 px-2 py-1.5 font-medium"
          onClick={() => setStep({ kind: 'confirming' })}
        >
          {t('orders.refundButton')}
        </button>
      </div>
    );
  }
  return (
    <div
      role="group"
      aria-label={t('orders.refundConfirmLabel')}
      className="grid gap-3 rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700"
    >
      <p className="text-slate-700 dark:text-slate-200">
        {t('orders.refundConfirmText', {
          price: formatAmount(order.paid.amount, order.paid.currency, t.locale),
        })}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-primary"
          disabled={step.kind === 'sending'}
          onClick={() => void refund()}
        >
          {step.kind === 'sending' ? t('orders.refundSending') : t('orders.refundConfirm')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={step.kind === 'sending'}
          onClick={() => setStep({ kind: 'offered' })}
        >
          {t('orders.refundKeep')}
        </button>
      </div>
    </div>
  );
}

/** '12 March': the day the refund window closes, in the visitor's time zone. */
const lastRefundDay = (t: Translator, refundableUntil: string | null) =>
  refundableUntil === null
    ? ''
    : new Date(refundableUntil).toLocaleDateString(intlLocaleGB(t.locale), {
        day: 'numeric',
        month: 'long',
      });
