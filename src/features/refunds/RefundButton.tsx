/**
 * 'Cancel and refund' on an order card (docs/product.md#refund-button): offered while the order's
 * refund window is open (the server re-checks every rule), asks to confirm, and hands the refunded
 * order back; a refusal shows the server's message. No zod here: it is part of the orders island.
 */
import { useState } from 'react';
import { formatAmount } from '../currency/format-price.ts';
import { intlLocaleGB } from '../i18n/intl.ts';
import type { Translator } from '../i18n/translate.ts';
import RefundAnswerNote, { useRefundRequest, type RefundOfferProps } from './RefundAnswerNote.tsx';

export default function RefundButton(props: RefundOfferProps) {
  const { t, order } = props;
  const request = useRefundRequest(props);
  const [confirming, setConfirming] = useState(false);
  // The time the card was first shown: a page left open past the refund window is refused by the
  // server.
  const [shownAt] = useState(() => Date.now());
  const open =
    order.status === 'completed' &&
    order.refundableUntil !== null &&
    Date.parse(order.refundableUntil) > shownAt;
  if (request.answered) return <RefundAnswerNote {...request.answered} />;
  if (!open) return null;
  if (!confirming) {
    // Secondary: a quiet line under the card's other parts, with the condition in words.
    return (
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
        <p className="text-slate-600 dark:text-slate-400">
          {t('orders.refundOffered', { day: lastRefundDay(t, order.refundableUntil) })}
        </p>
        <button
          type="button"
          className="btn-ghost -mx-2 px-2 py-1.5 font-medium"
          onClick={() => setConfirming(true)}
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
          disabled={request.sending}
          onClick={() => void request.refund()}
        >
          {request.sending ? t('orders.refundSending') : t('orders.refundConfirm')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={request.sending}
          onClick={() => setConfirming(false)}
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
