/**
 * My Orders (docs/product.md#screen-orders, #order-labels, #sign-in-gate): the signed-in customer's
 * orders, polled while any is on its way, each top-up inside its eSIM's card. Signed out:
 * 'Unauthorized', then /api/login after 1 s. Completes a payment that Stripe confirmed by redirect
 * before loading.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSignedIn } from '../auth/use-signed-in.ts';
import { sendToSignIn } from '../auth/sign-in-notice.ts';
import { completeReturnedPayment } from '../orders/payment-return.ts';
import { useOrders } from '../orders/use-orders.ts';
import OrderCard from './OrderCard.tsx';
import EsimCards from './EsimCards.tsx';
import OrdersSkeleton from './OrdersSkeleton.tsx';
import Icon from '../../components/ui/Icon.tsx';
import { localizedPath } from '../i18n/locales.ts';
import { translatorOf, type IslandProps, type Translator } from '../i18n/translate.ts';

/** `messages`: the page's texts of My Orders ('orders.', 'esims.' and the payment toasts). */
export default function OrdersList({ locale, messages }: IslandProps) {
  const t = useMemo(() => translatorOf(messages, locale), [messages, locale]);
  const signedIn = useSignedIn();
  const before = useCallback(() => completeReturnedPayment(t), [t]);
  const state = useOrders(signedIn === true, { poll: true, before });
  const unauthorized = signedIn === false || state.status === 'unauthorized';
  const noticeShown = useRef(false);

  useEffect(() => {
    if (!unauthorized || noticeShown.current) return;
    noticeShown.current = true;
    sendToSignIn({
      title: t('orders.signInTitle'),
      description: t('orders.signInText'),
      destination: '/api/login',
    });
  }, [unauthorized, t]);

  if (state.status === 'failed') {
    return (
      <div role="alert" className="card grid justify-items-center gap-4 px-6 py-12 text-center">
        <h2 className="text-xl font-bold text-slate-900 dark:text-white">
          {t('orders.loadFailedHeading')}
        </h2>
        <p className="text-slate-600 dark:text-slate-300">
          {state.message ?? t('orders.loadFailedText')}
        </p>
        <button type="button" onClick={() => window.location.reload()} className="btn-primary">
          {t('orders.tryAgain')}
        </button>
      </div>
    );
  }
  if (state.status !== 'ready' || !signedIn) return <OrdersSkeleton label={t('orders.loading')} />;
  if (state.orders.length === 0) return <NoOrders t={t} />;
  return <EsimCards t={t} orders={state.orders} Card={OrderCard} className="grid gap-6" />;
}

function NoOrders({ t }: { t: Translator }) {
  return (
    <div className="card grid justify-items-center gap-4 px-6 py-14 text-center">
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-100"
      >
        <Icon name="receipt" className="size-7" />
      </span>
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">
        {t('orders.noneHeading')}
      </h2>
      <p className="max-w-md text-slate-600 dark:text-slate-300">{t('orders.noneText')}</p>
      <a href={localizedPath(t.locale, '/countries')} className="btn-primary">
        {t('orders.browsePlans')}
      </a>
    </div>
  );
}
