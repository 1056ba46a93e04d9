/**
 * The order page's actions: resend the delivery mail, retry provisioning, refund (with a reason and
 * what to refund). Each asks for confirmation; while one runs every button is disabled. The server
 * decides whether the order's state allows it and says why not.
 */
import { useState } from 'react';
import ConfirmDialog from '../../../components/ui/ConfirmDialog.tsx';
import { refundScopes, type RefundScope } from '../../refunds/refund-scopes.ts';
import type { OrderActionAnswer } from './order-actions.ts';
import type { AdminOrderView } from './order-view.ts';
import { useConsoleAction } from '../shell/use-console-action.ts';

type OrderActionsProps = {
  order: Pick<AdminOrderView, 'id' | 'state' | 'topUpOf' | 'lateAt'>;
  onChanged: () => void;
};
type Action = 'resend-delivery' | 'retry-provisioning' | 'refund';

const scopeLabels: Record<RefundScope, string> = {
  whole: 'The whole order, even if the eSIM keeps its plan',
  'provider-refundable': 'Only if the eSIM network takes the unused plan back',
};

export default function OrderActions({ order, onChanged }: OrderActionsProps) {
  const [open, setOpen] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<RefundScope>('provider-refundable');
  const [message, setMessage] = useState<string | null>(null);
  const { pending, run } = useConsoleAction<OrderActionAnswer>();
  const { state } = order;

  const act = (action: Action, body: object) =>
    run(`/api/admin/orders/${order.id}/${action}`, body, (answer) => {
      setMessage(answer.message);
      setOpen(null);
      onChanged();
    });
  const button = (action: Action, label: string) => (
    <button
      type="button"
      className="btn-secondary"
      disabled={pending}
      onClick={() => setOpen(action)}
    >
      {label}
    </button>
  );
  const confirm = (action: Action, title: string, description: string, label: string) => (
    <ConfirmDialog
      open={open === action}
      title={title}
      description={description}
      confirmLabel={label}
      cancelLabel="Cancel"
      busy={pending}
      onConfirm={() => act(action, {})}
      onCancel={() => setOpen(null)}
    />
  );

  return (
    <section aria-labelledby="order-actions-heading" className="grid gap-3">
      <h2 id="order-actions-heading" className="text-lg font-bold text-slate-900 dark:text-white">
        Actions
      </h2>
      <div className="flex flex-wrap gap-3">
        {state === 'delivered' &&
          order.topUpOf === null &&
          button('resend-delivery', 'Resend delivery mail')}
        {state !== 'delivered' &&
          state !== 'refunded' &&
          button('retry-provisioning', 'Retry provisioning')}
        {/* A late eSIM not delivered is refunded whole, as its customer may. */}
        {(state === 'delivered' ||
          state === 'failed' ||
          (order.lateAt !== null && state !== 'refunded')) &&
          button('refund', 'Refund…')}
      </div>
      {message && (
        <p role="status" className="text-slate-700 dark:text-slate-200">
          {message}
        </p>
      )}
      {confirm(
        'resend-delivery',
        'Resend the delivery mail?',
        "The eSIM's QR code and install details go again to the customer's own address.",
        'Resend',
      )}
      {confirm(
        'retry-provisioning',
        'Retry provisioning?',
        'Provisioning starts again now. If an eSIM was already bought for this order, it is looked up, never bought twice.',
        'Retry now',
      )}
      <ConfirmDialog
        open={open === 'refund'}
        title="Refund this order?"
        description="The customer is refunded to their payment method and mailed. This cannot be undone."
        confirmLabel="Refund"
        cancelLabel="Cancel"
        destructive
        busy={pending || reason.trim().length < 3}
        onConfirm={() => act('refund', { reason: reason.trim(), scope })}
        onCancel={() => setOpen(null)}
      >
        <label className="grid gap-1">
          <span className="font-semibold">Reason (kept in the audit log)</span>
          <textarea
            className="rounded-lg border border-slate-300 bg-white p-2 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
            required
            minLength={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        <fieldset className="grid gap-2">
          <legend className="font-semibold">What to refund</legend>
          {refundScopes.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="refund-scope"
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
              />
              <span>{scopeLabels[value]}</span>
            </label>
          ))}
        </fieldset>
      </ConfirmDialog>
    </section>
  );
}
