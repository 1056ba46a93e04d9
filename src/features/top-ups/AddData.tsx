/**
 * 'Add data' on a delivered eSIM's card (docs/product.md#add-data): lists the plans that fit this
 * eSIM, each a link to the top-up checkout. Loaded when opened, not with the page; opens by itself
 * when the page was opened with `?add-data=<this order id>` (the one-click link of the usage
 * mails).
 */
import { useEffect, useRef, useState } from 'react';
import { api, serverMessageOr } from '../../lib/api-client.ts';
import { formatAmount } from '../currency/format-price.ts';
import type { CustomerOrder } from '../orders/order.ts';
import { localizedPath } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';
import { planData, planDuration, planLabel } from '../catalogue/plan-label.ts';
import { addDataRequested, topUpCheckoutPath, type TopUpPlan } from './top-up.ts';

type PlansState =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'ready'; plans: TopUpPlan[] }
  | { status: 'failed'; message: string };

/**
 * Only an eSIM this customer bought and got can take more data; a top-up is added to its eSIM, not
 * to itself.
 */
function canAddData(order: CustomerOrder): boolean {
  return (
    order.topUpOf === null &&
    order.provisioningStatus === 'completed' &&
    order.iccid !== null &&
    order.qrCodeUrl !== null
  );
}

/** The plans that fit eSIM `orderId`, or why they could not be listed. */
async function fetchPlans(t: Translator, orderId: string): Promise<PlansState> {
  try {
    return {
      status: 'ready',
      plans: await api.get<TopUpPlan[]>(`/api/esims/${orderId}/top-up-plans`),
    };
  } catch (error) {
    return {
      status: 'failed',
      message: serverMessageOr(error, t('orders.addDataFailed')),
    };
  }
}

export default function AddData({ t, order }: { t: Translator; order: CustomerOrder }) {
  // Rendered only once the orders are loaded in the browser, never in the built HTML, so the URL
  // can be read here.
  const [state, setState] = useState<PlansState>(() =>
    canAddData(order) && addDataRequested(window.location.search, order.id)
      ? { status: 'loading' }
      : { status: 'closed' },
  );
  const section = useRef<HTMLDivElement>(null);
  const listId = `add-data-${order.id}`;

  // A list closed while it loaded stays closed.
  const showPlans = (next: PlansState) =>
    setState((current) => (current.status === 'closed' ? current : next));

  function open() {
    setState({ status: 'loading' });
    void fetchPlans(t, order.id).then(showPlans);
  }

  useEffect(() => {
    // Opened by the page's ?add-data= link: load its plans and bring the card into view, once.
    if (state.status !== 'loading') return;
    section.current?.scrollIntoView({ block: 'center' });
    void fetchPlans(t, order.id).then(showPlans);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!canAddData(order)) return null;
  const opened = state.status !== 'closed';
  return (
    <div ref={section} className="grid gap-3">
      <div>
        <button
          type="button"
          className="btn-secondary"
          aria-expanded={opened}
          aria-controls={listId}
          onClick={() => (opened ? setState({ status: 'closed' }) : open())}
        >
          {t('orders.addData')}
        </button>
      </div>
      {opened && (
        <div
          id={listId}
          className="grid gap-2 rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800"
          aria-live="polite"
        >
          <p className="text-slate-700 dark:text-slate-300">{t('orders.addDataLead')}</p>
          {state.status === 'loading' && (
            <p className="text-slate-600 dark:text-slate-400">{t('orders.addDataLoading')}</p>
          )}
          {state.status === 'failed' && (
            <p className="text-red-700 dark:text-red-300">{state.message}</p>
          )}
          {state.status === 'ready' && state.plans.length === 0 && (
            <p className="text-slate-600 dark:text-slate-400">{t('orders.addDataNone')}</p>
          )}
          {state.status === 'ready' && state.plans.length > 0 && (
            <ul className="grid gap-2">
              {state.plans.map((plan) => (
                <li key={plan.id}>
                  <a
                    href={localizedPath(t.locale, topUpCheckoutPath(plan.id, order.id))}
                    className="font-semibold text-brand-700 underline dark:text-brand-200"
                  >
                    {t('orders.addDataPlan', {
                      plan: planLabel(plan, t),
                      price: formatAmount(plan.amount, plan.currency, t.locale),
                    })}
                  </a>{' '}
                  <span className="text-slate-600 dark:text-slate-400">
                    {t('orders.addDataPlanDetails', {
                      data: planData(plan, t),
                      duration: planDuration(plan, t),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
