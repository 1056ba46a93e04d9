/**
 * The eSIM provider's prepaid balance on /admin, in warning colours when it is below the alert
 * level (PROVIDER_BALANCE_ALERT): every eSIM sold is paid from it.
 */
import { useEffect, useState } from 'react';
import { api, serverMessageOr } from '../../../lib/api-client.ts';
import { formatMinorUnits } from '../../../lib/money.ts';

interface Amount {
  amountMinor: number;
  currency: string;
}

/** What GET /api/admin/provider-balance answers. */
export interface ProviderBalanceAnswer {
  balance: Amount;
  low: boolean;
  /** The alert level; null when none is set. */
  threshold: Amount | null;
}

type Shown =
  | { status: 'loading' }
  | { status: 'ready'; answer: ProviderBalanceAnswer }
  | { status: 'failed'; message: string };

const format = ({ amountMinor, currency }: Amount) => formatMinorUnits(amountMinor, currency);

export default function ProviderBalance() {
  const [shown, setShown] = useState<Shown>({ status: 'loading' });
  useEffect(() => {
    api
      .get<ProviderBalanceAnswer>('/api/admin/provider-balance')
      .then((answer) => setShown({ status: 'ready', answer }))
      .catch((error: unknown) =>
        setShown({
          status: 'failed',
          message: serverMessageOr(error, 'The balance could not be loaded. Reload the page.'),
        }),
      );
  }, []);

  const low = shown.status === 'ready' && shown.answer.low;
  return (
    <section
      aria-labelledby="provider-balance-heading"
      className={`card grid gap-2 p-5 ${low ? 'border-2 border-amber-500 bg-amber-50 dark:bg-amber-950/40' : ''}`}
    >
      <h2
        id="provider-balance-heading"
        className="text-sm font-medium text-slate-600 dark:text-slate-400"
      >
        eSIM provider balance
      </h2>
      {shown.status === 'loading' && (
        <p className="text-3xl font-extrabold text-slate-900 dark:text-white" aria-busy="true">
          …
        </p>
      )}
      {shown.status === 'failed' && (
        <p className="text-sm text-red-700 dark:text-red-300">{shown.message}</p>
      )}
      {shown.status === 'ready' && (
        <>
          <p className="text-3xl font-extrabold text-slate-900 dark:text-white">
            {format(shown.answer.balance)}
          </p>
          <BalanceNote answer={shown.answer} />
        </>
      )}
    </section>
  );
}

function BalanceNote({ answer }: { answer: ProviderBalanceAnswer }) {
  if (!answer.threshold)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No alert level is set (PROVIDER_BALANCE_ALERT).
      </p>
    );
  if (!answer.low)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The owners are mailed when it falls below {format(answer.threshold)}.
      </p>
    );
  return (
    <p className="text-sm font-semibold text-amber-900 dark:text-amber-100">
      Low: below {format(answer.threshold)}. Top it up in the eSIM Go portal before paid orders
      start to wait for their eSIM. The owners have been mailed.
    </p>
  );
}
