/**
 * 'Sales' on /admin, for owners: revenue and orders per day over the last 30 or 90 days, the rates,
 * the funnel and the top destinations and plans, from GET /api/admin/sales. Each chart and table
 * downloads its figures as CSV, made here from the same answer.
 */
import { useEffect, useState } from 'react';
import { api, serverMessageOr } from '../../../lib/api-client.ts';
import { formatMinorUnits } from '../../../lib/money.ts';
import { saveFile } from '../../../lib/save-file.ts';
import SalesChart from './SalesChart.tsx';
import { currenciesOf, salesCsv, type SalesSeries } from './sales-csv.ts';
import { formatMoney, formatRate } from './sales-format.ts';
import { addDays, todayUtc } from './sales-range.ts';
import type { MoneyByCurrency, SalesAnswer } from './sales-report.ts';
import { TopDestinationsTable, TopPlansTable } from './SalesTables.tsx';

const RANGES = [30, 90] as const;
type Range = (typeof RANGES)[number];

type Shown =
  | { status: 'loading' }
  | { status: 'ready'; answer: SalesAnswer }
  | { status: 'failed'; message: string };

/** The answer for `days`; loading until the answer for the days now chosen arrives. */
function useSales(days: Range): Shown {
  const [answered, setAnswered] = useState<{ days: Range; shown: Shown } | null>(null);
  useEffect(() => {
    let current = true;
    const show = (shown: Shown) => current && setAnswered({ days, shown });
    const to = todayUtc();
    api
      .get<SalesAnswer>(`/api/admin/sales?from=${addDays(to, 1 - days)}&to=${to}`)
      .then((answer) => show({ status: 'ready', answer }))
      .catch((error: unknown) =>
        show({
          status: 'failed',
          message: serverMessageOr(
            error,
            'The sales figures could not be loaded. Reload the page.',
          ),
        }),
      );
    return () => {
      current = false;
    };
  }, [days]);
  return answered?.days === days ? answered.shown : { status: 'loading' };
}

export default function SalesPanel() {
  const [days, setDays] = useState<Range>(30);
  const shown = useSales(days);
  return (
    <section aria-labelledby="sales-heading" className="card grid gap-6 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sales-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          Sales
        </h2>
        <div role="group" aria-label="Days shown" className="flex gap-2">
          {RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={days === range}
              className={`${days === range ? 'btn-primary' : 'btn-secondary'} px-3 py-1.5 text-sm`}
              onClick={() => setDays(range)}
            >
              Last {range} days
            </button>
          ))}
        </div>
      </div>
      {shown.status === 'loading' && (
        <p aria-busy="true" className="text-slate-600 dark:text-slate-300">
          Loading the sales figures…
        </p>
      )}
      {shown.status === 'failed' && (
        <p className="text-sm text-red-700 dark:text-red-300">{shown.message}</p>
      )}
      {shown.status === 'ready' && <SalesFigures answer={shown.answer} />}
    </section>
  );
}

function SalesFigures({ answer }: { answer: SalesAnswer }) {
  const download = (series: SalesSeries) => () =>
    saveFile(
      new Blob([salesCsv(answer, series)], { type: 'text/csv;charset=utf-8' }),
      `roamly-${series}-${answer.from}-to-${answer.to}.csv`,
    );
  // The chart draws the main currency; the CSV has every one.
  const currency = currenciesOf(answer.days.map((day) => day.revenue))[0] ?? 'USD';
  const revenue = answer.days.reduce<MoneyByCurrency>((sum, day) => addTo(sum, day.revenue), {});
  const { checkouts, paid, delivered } = answer.funnel;
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {answer.from} to {answer.to} (UTC). Each order counts on the day it was paid, with its
        delivery, failure or refund. Amounts are in US dollars: an order paid in another currency
        counts at the rate it was quoted at.
      </p>
      <dl className="grid gap-4 sm:grid-cols-4">
        <Figure label="Orders paid" value={String(paid)} />
        <Figure label="Revenue, before refunds" value={formatMoney(revenue)} />
        <Figure label="Refund rate" value={formatRate(answer.refundRate)} />
        <Figure label="Failure rate" value={formatRate(answer.failureRate)} />
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <SalesChart
          title={`Revenue per day (${currency})`}
          kind="bar"
          points={answer.days.map((day) => ({ day: day.day, value: day.revenue[currency] ?? 0 }))}
          format={(value) => formatMinorUnits(value, currency)}
          onDownload={download('revenue')}
        />
        <SalesChart
          title="Orders paid per day"
          kind="line"
          points={answer.days.map((day) => ({ day: day.day, value: day.orders }))}
          format={String}
          onDownload={download('orders')}
        />
      </div>
      <div className="grid gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">
          From checkout to delivered eSIM
        </h3>
        <ol className="grid gap-2 text-sm">
          <FunnelStep label="Checkouts opened" count={checkouts} of={checkouts} />
          <FunnelStep label="Orders paid" count={paid} of={checkouts} />
          <FunnelStep label="eSIMs delivered" count={delivered} of={checkouts} />
        </ol>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <TopDestinationsTable rows={answer.topDestinations} onDownload={download('destinations')} />
        <TopPlansTable rows={answer.topPlans} onDownload={download('plans')} />
      </div>
    </>
  );
}

function addTo(sum: MoneyByCurrency, money: MoneyByCurrency): MoneyByCurrency {
  const added = { ...sum };
  for (const [currency, amount] of Object.entries(money))
    added[currency] = (added[currency] ?? 0) + amount;
  return added;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-2xl font-extrabold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

function FunnelStep({ label, count, of }: { label: string; count: number; of: number }) {
  const share = of === 0 ? 0 : Math.min(1, count / of);
  return (
    <li className="grid gap-1">
      <span>
        {label}: <strong>{count}</strong>
        {of > 0 && ` (${Math.round(share * 100)}% of checkouts)`}
      </span>
      <svg aria-hidden="true" viewBox="0 0 100 2" preserveAspectRatio="none" className="h-2 w-full">
        <rect width="100" height="2" className="fill-slate-200 dark:fill-slate-700" />
        <rect width={share * 100} height="2" className="fill-brand-600 dark:fill-brand-200" />
      </svg>
    </li>
  );
}
