/**
 * The checkout's order summary card (docs/product.md#screen-checkout): flag, plan, country, the
 * plan's known facts, data, duration, Total.
 */
import type { PricedPlan } from '../catalogue/priced-plan.ts';
import { formatAmount } from '../currency/format-price.ts';
import type { Amount } from '../currency/charge.ts';
import PlanFlag from '../catalogue/components/PlanFlag.tsx';
import type { Translator } from '../i18n/translate.ts';
import { planData, planDuration, planLabel } from '../catalogue/plan-label.ts';
import { planDestinationIn } from '../catalogue/place-names.ts';
import { isMultiCountry } from '../catalogue/plan-kind.ts';
import { planFactLines } from '../catalogue/plan-fact-lines.ts';
import type { ConfusableHint } from '../catalogue/confusable-destinations.ts';
import DestinationCheck from './DestinationCheck.tsx';
import type { ShownTax } from './checkout.ts';

interface OrderSummaryProps {
  t: Translator;
  plan: PricedPlan;
  /** The amount charged, in dollars. */
  price: Amount;
  /** The tax included in the price, once the server quoted it; null when none applies. */
  tax: ShownTax | null;
  /** Each region's English name → its name in the page's language. */
  regionNames: Readonly<Record<string, string>>;
  /** Destinations travellers confuse, by code: a single-country plan's is shown. */
  confusables?: Readonly<Record<string, ConfusableHint>>;
}

/**
 * 'Total (incl. VAT 20 %: €1.67)': the tax is part of the price, so the total never changes with
 * the country, only what this line says of it. Japan's tax has its own name.
 */
function totalLabel(t: Translator, price: Amount, tax: ShownTax | null): string {
  if (!tax) return t('checkout.summaryTotal');
  const rate = new Intl.NumberFormat(t.locale, { style: 'percent', maximumFractionDigits: 2 });
  return t('checkout.summaryTotalWithTax', {
    tax: t(tax.country === 'JP' ? 'checkout.taxNameJapan' : 'checkout.taxName'),
    rate: rate.format(tax.rateBasisPoints / 10_000),
    amount: formatAmount(tax.amount, price.currency, t.locale),
  });
}

export default function OrderSummary(props: OrderSummaryProps) {
  const { t, plan, price, tax, regionNames, confusables } = props;
  const destination = planDestinationIn(t.locale, plan, regionNames);
  const confusable = isMultiCountry(plan) ? undefined : confusables?.[plan.countryCode];
  const factLines = planFactLines(plan, isMultiCountry(plan) ? null : plan.countryCode, t);
  const rows = [
    [t('checkout.summaryCountry'), destination],
    [t('checkout.summaryData'), planData(plan, t)],
    [t('checkout.summaryDuration'), planDuration(plan, t)],
  ] as const;
  return (
    <section aria-labelledby="summary-heading" className="card p-6">
      <h2 id="summary-heading" className="text-lg font-bold text-slate-900 dark:text-white">
        {t('checkout.summaryHeading')}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <PlanFlag plan={plan} size={48} />
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900 dark:text-white">
            {planLabel(plan, t)}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{destination}</p>
        </div>
      </div>
      {confusable && (
        <DestinationCheck t={t} code={plan.countryCode} name={destination} hint={confusable} />
      )}
      {factLines.length > 0 && (
        <ul className="mt-4 grid gap-1 text-sm text-slate-700 dark:text-slate-300" data-plan-facts>
          {factLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <dl className="mt-5 grid gap-3 border-t border-slate-200 pt-5 text-sm dark:border-slate-800">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-right font-medium text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4 dark:border-slate-800">
          <dt className="text-base font-semibold text-slate-900 dark:text-white">
            {totalLabel(t, price, tax)}
          </dt>
          <dd className="text-2xl font-extrabold text-slate-900 dark:text-white">
            {formatAmount(price.amount, price.currency, t.locale)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
