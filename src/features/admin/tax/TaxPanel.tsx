/**
 * 'Tax' on /admin, for owners: the tax of one quarter per country, scheme, rate and currency,
 * refunds taken off, from GET /api/admin/tax; the quarter's One-Stop Shop lines download as CSV.
 */
import { useEffect, useState } from 'react';
import { api, serverMessageOr } from '../../../lib/api-client.ts';
import { formatMinorUnits } from '../../../lib/money.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { ossReturnCsv } from './tax-csv.ts';
import { quarterBefore, quarterOf } from './tax-quarters.ts';
import type { TaxAnswer, TaxReportRow } from './tax-report.ts';

type Shown =
  | { status: 'loading' }
  | { status: 'ready'; answer: TaxAnswer }
  | { status: 'failed'; message: string };

function useTax(quarter: string): Shown {
  const [answered, setAnswered] = useState<{ quarter: string; shown: Shown } | null>(null);
  useEffect(() => {
    let current = true;
    const show = (shown: Shown) => current && setAnswered({ quarter, shown });
    api
      .get<TaxAnswer>(`/api/admin/tax?quarter=${quarter}`)
      .then((answer) => show({ status: 'ready', answer }))
      .catch((error: unknown) =>
        show({
          status: 'failed',
          message: serverMessageOr(error, 'The tax figures could not be loaded. Reload the page.'),
        }),
      );
    return () => {
      current = false;
    };
  }, [quarter]);
  return answered?.quarter === quarter ? answered.shown : { status: 'loading' };
}

export default function TaxPanel() {
  const thisQuarter = quarterOf(new Date().toISOString());
  const [quarter, setQuarter] = useState(thisQuarter);
  const shown = useTax(quarter);
  return (
    <section aria-labelledby="tax-heading" className="card grid gap-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tax-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          Tax, {quarter}
        </h2>
        <div role="group" aria-label="Quarter shown" className="flex gap-2">
          {[thisQuarter, quarterBefore(thisQuarter)].map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={quarter === choice}
              className={`${quarter === choice ? 'btn-primary' : 'btn-secondary'} px-3 py-1.5 text-sm`}
              onClick={() => setQuarter(choice)}
            >
              {choice}
            </button>
          ))}
        </div>
      </div>
      {shown.status === 'loading' && (
        <p aria-busy="true" className="text-slate-600 dark:text-slate-300">
          Loading the tax figures…
        </p>
      )}
      {shown.status === 'failed' && (
        <p className="text-sm text-red-700 dark:text-red-300">{shown.message}</p>
      )}
      {shown.status === 'ready' && <TaxTable answer={shown.answer} />}
    </section>
  );
}

const money = (row: TaxReportRow, amount: number) => formatMinorUnits(amount, row.currency);

function TaxTable({ answer }: { answer: TaxAnswer }) {
  const download = () =>
    saveFile(
      new Blob([ossReturnCsv(answer)], { type: 'text/csv;charset=utf-8' }),
      `roamly-oss-${answer.quarter}.csv`,
    );
  const conflicts = answer.rows.reduce((sum, row) => sum + row.evidenceConflicts, 0);
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {answer.from} to {answer.to} (UTC), in the currency charged. Each order counts in the
        quarter it was paid; a refund is taken off there.
        {conflicts > 0 &&
          ` ${conflicts} order(s) were taxed in the billing country although no two pieces of evidence agreed: review them.`}
      </p>
      {answer.rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No tax in this quarter.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Tax collected per country, rate and currency</caption>
            <thead className="text-slate-600 dark:text-slate-300">
              <tr>
                {['Country', 'Scheme', 'Rate', 'Orders', 'Refunded', 'Net', 'Tax', 'Gross'].map(
                  (header) => (
                    <th key={header} scope="col" className="text-left">
                      {header}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {answer.rows.map((row) => (
                <tr
                  key={`${row.country}-${row.scheme}-${row.rateBasisPoints}-${row.reverseCharge}-${row.currency}`}
                  className="border-t border-slate-200 dark:border-slate-700"
                >
                  <th scope="row" className="text-left font-normal">
                    {row.country}
                  </th>
                  <td>{row.scheme}</td>
                  <td>{row.reverseCharge ? 'reverse charge' : `${row.rateBasisPoints / 100} %`}</td>
                  <td>{row.orders}</td>
                  <td>{row.refundedOrders}</td>
                  <td>{money(row, row.net)}</td>
                  <td>{money(row, row.tax)}</td>
                  <td>{money(row, row.gross)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <button type="button" className="btn-secondary justify-self-start text-sm" onClick={download}>
        Download the OSS lines (CSV)
      </button>
    </>
  );
}
