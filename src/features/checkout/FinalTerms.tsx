/**
 * The final terms right above the pay button: what Japan's Act (Art. 12-6) and Directive 2011/83/EU
 * (Art. 8(2)) ask a shopper to see before paying
 * (docs/decisions/0039-japanese-disclosure-and-final-terms.md). Display only: the summary's plan
 * and amount.
 */
import type { Amount } from '../currency/charge.ts';
import { formatAmount } from '../currency/format-price.ts';
import { planData, planDuration, planLabel } from '../catalogue/plan-label.ts';
import type { PricedPlan } from '../catalogue/priced-plan.ts';
import { localizedPath } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';
import { REFUND_WINDOW_DAYS } from '../refunds/refund-window.ts';

interface FinalTermsProps {
  t: Translator;
  plan: PricedPlan;
  /** The amount the pay button charges. */
  price: Amount;
}

const link = 'font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200';

export default function FinalTerms({ t, plan, price }: FinalTermsProps) {
  const allowance = t('legal.finalTerms.allowanceValue', {
    data: planData(plan, t),
    duration: planDuration(plan, t),
  });
  const rows = [
    [t('legal.finalTerms.plan'), planLabel(plan, t)],
    [t('legal.finalTerms.allowance'), allowance],
    [t('legal.finalTerms.quantity'), '1'],
    [t('legal.finalTerms.total'), formatAmount(price.amount, price.currency, t.locale)],
    [t('legal.finalTerms.payment'), t('legal.finalTerms.paymentValue')],
    [t('legal.finalTerms.delivery'), t('legal.finalTerms.deliveryValue')],
    [t('legal.finalTerms.contract'), t('legal.finalTerms.contractValue')],
  ] as const;
  return (
    <section
      aria-labelledby="final-terms-heading"
      className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700"
    >
      <h3 id="final-terms-heading" className="font-semibold text-slate-900 dark:text-white">
        {t('legal.finalTerms.heading')}
      </h3>
      <dl className="mt-3 grid gap-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-x-4 sm:grid-cols-[9rem_minmax(0,1fr)]">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        {t('legal.finalTerms.refunds', { days: String(REFUND_WINDOW_DAYS) })}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <a className={link} href={localizedPath(t.locale, '/terms')}>
          {t('legal.finalTerms.termsLink')}
        </a>
        <a className={link} href={localizedPath(t.locale, '/commercial-disclosure')}>
          {t('legal.finalTerms.disclosureLink')}
        </a>
      </p>
    </section>
  );
}
