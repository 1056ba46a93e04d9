/**
 * The shop's currency rates on /admin, for owners: how many units of each currency one US dollar
 * buys, where they come from, and what a sample plan then costs in each currency. Saving makes a
 * new catalogue version, undone by 'Restore previous catalogue'.
 */
import { useCallback, useEffect, useState } from 'react';
import FormField from '../../../components/ui/FormField.tsx';
import FormShell from '../../../components/ui/FormShell.tsx';
import { showToast } from '../../../components/ui/toast.store.ts';
import { useFormSubmit } from '../../../components/ui/use-form-submit.ts';
import { api, serverMessageOr } from '../../../lib/api-client.ts';
import { formatMinorUnits } from '../../../lib/money.ts';
import { CONVERTED_CURRENCIES } from '../../currency/currency-rules.ts';
import { pricesInEveryCurrency } from '../../currency/price-in.ts';
import type { CurrencyRatesAnswer, CurrencyRatesSaved } from './currency-rates.ts';
import { formatAdminTime } from '../shell/admin-time.ts';

/** The plan price the panel shows converted, so the owner sees what the rates do. */
const SAMPLE_PLAN = { price: 9.99 };
const currencyNames = new Intl.DisplayNames('en', { type: 'currency' });

type Shown = CurrencyRatesAnswer | 'loading' | 'failed';

export default function CurrencyRatesPanel({ onSaved }: { onSaved: () => void }) {
  const [shown, setShown] = useState<Shown>('loading');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const load = useCallback(() => {
    api
      .get<CurrencyRatesAnswer>('/api/admin/currency-rates')
      .then(setShown)
      .catch(() => setShown('failed'));
  }, []);
  useEffect(load, [load]);

  const submit = useFormSubmit({
    loadSchema: () => import('./currency-rates.ts').then((rates) => rates.ratesFormSchema),
    fields: CONVERTED_CURRENCIES,
    send: (rates) => api.put<CurrencyRatesSaved>('/api/admin/currency-rates', { rates }),
    stayOnPage: true,
    failure: {
      title: 'Rates not saved',
      describe: (error) => {
        const text = serverMessageOr(error, 'The rates could not be saved. Please try again.');
        setResult({ ok: false, text });
        return text;
      },
    },
    onSuccess: (saved) => {
      showToast({ title: 'Rates saved', description: saved.message });
      setResult({ ok: true, text: saved.message });
      setShown(saved);
      onSaved();
    },
  });

  return (
    <section aria-labelledby="currency-rates-heading" className="card grid gap-4 p-6">
      <h2 id="currency-rates-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        Currency rates
      </h2>
      {shown === 'loading' && (
        <p className="text-sm text-slate-600 dark:text-slate-400">Loading…</p>
      )}
      {shown === 'failed' && (
        <p className="text-sm text-red-700 dark:text-red-300">
          The rates could not be loaded. Reload the page to try again.
        </p>
      )}
      {typeof shown === 'object' && (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {shown.isDefault
              ? `The shop's starting rates, from ${shown.date}: set your own below.`
              : `Set on ${formatAdminTime(shown.date)}.`}{' '}
            Prices in the spreadsheet's currency columns are used as they are.
          </p>
          <FormShell
            key={shown.version}
            submit={submit}
            labels={{ submit: 'Save rates', pending: 'Saving...' }}
            className="grid gap-4"
            buttonClass="btn-primary justify-self-start"
          >
            <fieldset className="grid gap-4">
              <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
                How much of each currency one US dollar buys
              </legend>
              <div className="grid gap-4 sm:grid-cols-3">
                {CONVERTED_CURRENCIES.map((code) => (
                  <FormField
                    key={code}
                    form="currency-rates"
                    name={code}
                    label={`${code} (${currencyNames.of(code) ?? code})`}
                    inputMode="decimal"
                    autoComplete="off"
                    defaultValue={String(shown.rates[code])}
                    error={submit.errors[code]}
                  />
                ))}
              </div>
            </fieldset>
          </FormShell>
          <p
            role="status"
            className={`text-sm ${result?.ok === false ? 'text-red-700 dark:text-red-300' : 'text-slate-700 dark:text-slate-300'}`}
          >
            {result?.text}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            A plan of {formatMinorUnits(999, 'USD')} sells for{' '}
            {pricesInEveryCurrency(SAMPLE_PLAN, shown.rates)
              .filter((price) => price.currency !== 'USD')
              .map((price) => formatMinorUnits(price.amount, price.currency))
              .join(', ')}
            .
          </p>
        </>
      )}
    </section>
  );
}
