/**
 * The checkout's quote on the page: until when its price holds, and, once it no longer holds
 * (its 30 minutes are over, or the price changed or the plan was withdrawn while the customer
 * paid), what changed and a way on at the current price.
 */
import { useEffect, useRef } from 'react';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { formatAmount } from '../currency/format-price.ts';
import { localizedPath } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';
import type { Amount } from '../currency/charge.ts';
import { heldUntilLabel } from './quote.ts';

/**
 * Why the quote on the page no longer holds, in the customer's words, and the price now (null: no
 * longer sold).
 */
export interface QuoteChanged {
  message: string;
  current: Amount | null;
}

/**
 * 'Price held until 14:32' (`endsAt`: on this device's clock), then `onExpired` once that time has
 * come (the page offers the current price).
 */
export function PriceHeldUntil({
  t,
  endsAt,
  onExpired,
}: {
  t: Translator;
  endsAt: number;
  onExpired: () => unknown;
}) {
  // After hydration only: the visitor's time zone is not the build's.
  const hydrated = useHydrated();
  const expired = useRef(onExpired);
  useEffect(() => {
    expired.current = onExpired;
  }, [onExpired]);
  useEffect(() => {
    const timer = setTimeout(() => void expired.current(), Math.max(0, endsAt - Date.now()));
    return () => clearTimeout(timer);
  }, [endsAt]);
  if (!hydrated) return null;
  return (
    <p role="status" className="text-sm font-medium text-slate-700 dark:text-slate-200">
      {heldUntilLabel(t, new Date(endsAt).toISOString())}
    </p>
  );
}

/**
 * What changed, and 'Continue at $20.00' (a fresh checkout at the current price), or the plans sold
 * now.
 */
export function QuoteChangedNotice({
  t,
  changed,
  onContinue,
}: {
  t: Translator;
  changed: QuoteChanged;
  onContinue: () => void;
}) {
  return (
    <section
      aria-labelledby="quote-changed-heading"
      className="card grid justify-items-start gap-4 p-6"
    >
      <h2 id="quote-changed-heading" className="text-lg font-bold text-slate-900 dark:text-white">
        {t('checkout.quoteGoneHeading')}
      </h2>
      <p role="alert" className="text-slate-700 dark:text-slate-200">
        {changed.message}
      </p>
      {changed.current === null ? (
        <a href={localizedPath(t.locale, '/countries')} className="btn-primary">
          {t('checkout.browsePlans')}
        </a>
      ) : (
        <button type="button" onClick={onContinue} className="btn-primary">
          {t('checkout.continueAt', {
            price: formatAmount(changed.current.amount, changed.current.currency, t.locale),
          })}
        </button>
      )}
    </section>
  );
}
