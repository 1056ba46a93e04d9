/**
 * A customer's refund request and the server's answer, shared by 'Cancel and refund' and a late
 * eSIM's 'Refund now': the server re-checks every rule, so a refusal shows its own message.
 */
import { useState } from 'react';
import { api, ApiError } from '../../lib/api-client.ts';
import type { CustomerOrder } from '../orders/order.ts';
import type { Translator } from '../i18n/translate.ts';

export interface RefundAnswered {
  message: string;
  refused: boolean;
}

/** What an order card hands each of its refund offers. */
export interface RefundOfferProps {
  t: Translator;
  order: CustomerOrder;
  onRefunded: (order: CustomerOrder) => void;
}

/** An offer's request: `sending` while under way, then the server's answer. */
export function useRefundRequest({ t, order, onRefunded }: RefundOfferProps) {
  const [state, setState] = useState<RefundAnswered | 'sending' | null>(null);
  async function refund() {
    setState('sending');
    setState(await requestRefund(t, order.id, onRefunded));
  }
  const answered = state === 'sending' ? null : state;
  return { sending: state === 'sending', answered, refund };
}

/** Asks for the refund; hands a refunded order to `onRefunded`. Never throws. */
async function requestRefund(
  t: Translator,
  orderId: string,
  onRefunded: (order: CustomerOrder) => void,
): Promise<RefundAnswered> {
  try {
    const answer = await api.post<{ message: string; order: CustomerOrder }>(
      `/api/orders/${orderId}/refund`,
    );
    if (answer.order.status === 'refunded') onRefunded(answer.order);
    return { message: answer.message, refused: false };
  } catch (error) {
    const message =
      error instanceof ApiError && error.serverMessage
        ? error.serverMessage
        : t('orders.refundNotRequested');
    return { message, refused: true };
  }
}

export default function RefundAnswerNote({ message, refused }: RefundAnswered) {
  return (
    <p
      role={refused ? 'alert' : 'status'}
      className={`rounded-lg p-3 text-sm ${refused ? 'bg-amber-50 text-amber-900 dark:bg-amber-950/50 dark:text-amber-100' : 'bg-green-50 text-green-900 dark:bg-green-950/50 dark:text-green-100'}`}
    >
      {message}
    </p>
  );
}
