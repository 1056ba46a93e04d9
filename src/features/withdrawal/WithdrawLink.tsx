/**
 * 'Withdraw from contract here' on an order of My Orders, while its withdrawal period runs: it
 * opens the confirm step straight away, the customer being signed in.
 */
import { useState } from 'react';
import { localizedPath } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';
import type { CustomerOrder } from '../orders/order.ts';
import { WITHDRAW_CONFIRM_PATH, withinWithdrawalPeriod } from './withdrawal-period.ts';

export default function WithdrawLink({ t, order }: { t: Translator; order: CustomerOrder }) {
  // The time the card was first shown: the server re-checks the period on confirm.
  const [shownAt] = useState(() => Date.now());
  if (order.status === 'refunded' || !withinWithdrawalPeriod(order.createdAt, shownAt)) return null;
  return (
    <p className="text-sm">
      <a
        className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200"
        href={`${localizedPath(t.locale, WITHDRAW_CONFIRM_PATH)}?order=${order.id}`}
      >
        {t('withdrawal.linkLabel')}
      </a>
    </p>
  );
}
