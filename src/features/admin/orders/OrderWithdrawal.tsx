/** An order's withdrawal on its staff page: when it was received, from whom, and what it did. */
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import type { WithdrawalRecord } from '../../withdrawal/withdrawal-records.server.ts';
import { formatAdminTime } from '../shell/admin-time.ts';
import { withdrawalOutcomeText } from './WithdrawalsPanel.tsx';

export default function OrderWithdrawal({ orderId }: { orderId: string }) {
  const [withdrawal, setWithdrawal] = useState<WithdrawalRecord | null>(null);
  useEffect(() => {
    api
      .get<{ withdrawal: WithdrawalRecord | null }>(`/api/admin/withdrawals?order=${orderId}`)
      .then((answer) => setWithdrawal(answer.withdrawal))
      .catch(() => setWithdrawal(null));
  }, [orderId]);
  if (!withdrawal) return null;
  return (
    <section aria-labelledby="withdrawal-heading" className="card grid gap-2 p-5">
      <h2 id="withdrawal-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        Withdrawal
      </h2>
      <p className="text-slate-700 dark:text-slate-300">
        Received{' '}
        <time dateTime={withdrawal.receivedAt}>{formatAdminTime(withdrawal.receivedAt)}</time>{' '}
        through {withdrawal.via === 'link' ? 'the mailed link' : 'My Orders'}, from{' '}
        {withdrawal.name} ({withdrawal.email}): {withdrawalOutcomeText(withdrawal)}.
      </p>
    </section>
  );
}
