/** The top-ups of one eSIM, inside its card on My Orders: plan, status and invoice of each. */
import type { CustomerOrder } from '../orders/order.ts';
import type { Translator } from '../i18n/translate.ts';
import { topUpStatusLabel } from './top-up.ts';
import { planLabel } from '../catalogue/plan-label.ts';
import DocumentLinks from '../invoices/DocumentLinks.tsx';

export default function TopUpList({ t, topUps }: { t: Translator; topUps: CustomerOrder[] }) {
  if (topUps.length === 0) return null;
  return (
    <section className="grid gap-2 text-sm">
      <h3 className="font-semibold text-slate-900 dark:text-white">{t('orders.topUpsHeading')}</h3>
      <ul className="grid gap-2">
        {topUps.map((topUp) => (
          <li
            key={topUp.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-950/40"
          >
            <span className="text-slate-900 dark:text-white">
              {planLabel(topUp.plan, t)}{' '}
              <span className="text-slate-600 dark:text-slate-400">
                · {t('orders.orderNumber', { number: topUp.id.slice(0, 8) })}
              </span>
            </span>
            <span
              className={`font-semibold ${topUp.provisioningStatus === 'failed' ? 'text-red-700 dark:text-red-300' : 'text-slate-700 dark:text-slate-300'}`}
            >
              {topUpStatusLabel(t, topUp.provisioningStatus)}
            </span>
            <DocumentLinks t={t} order={topUp} />
            {topUp.lastError && (
              <p className="w-full text-red-800 dark:text-red-200">
                {t('orders.errorLabel')} {topUp.lastError}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
