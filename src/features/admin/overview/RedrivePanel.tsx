/**
 * The scheduled re-drive on /admin: per step its backlog, how long its oldest item has waited and
 * when it last went through all its work; a step behind by more than an hour in warning colours
 * (docs/decisions/0035-a-re-drive-bounded-per-step.md).
 */
import { useEffect, useState } from 'react';
import { api, serverMessageOr } from '../../../lib/api-client.ts';
import type { RedriveStatusAnswer, RedriveStepStatus } from '../../provisioning/redrive-status.ts';

type Shown =
  | { status: 'loading' }
  | { status: 'ready'; steps: RedriveStepStatus[] }
  | { status: 'failed'; message: string };

/** '4 min', '3 h 10 min', '2 days': enough to tell a step that keeps up from one that does not. */
function duration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

const ago = (iso: string | null) =>
  iso === null ? 'never' : `${duration(Date.now() - Date.parse(iso))} ago`;

function backlogOf(step: RedriveStepStatus): string {
  if (step.backlog === 0 && !step.more) return 'none';
  return step.more ? `more than ${step.backlog}` : String(step.backlog);
}

export default function RedrivePanel() {
  const [shown, setShown] = useState<Shown>({ status: 'loading' });
  useEffect(() => {
    api
      .get<RedriveStatusAnswer>('/api/admin/redrive')
      .then((answer) => setShown({ status: 'ready', steps: answer.steps }))
      .catch((error: unknown) =>
        setShown({
          status: 'failed',
          message: serverMessageOr(error, 'The re-drive could not be loaded. Reload the page.'),
        }),
      );
  }, []);

  const behind = shown.status === 'ready' && shown.steps.some((step) => step.behind);
  return (
    <section
      aria-labelledby="redrive-heading"
      className={`card grid gap-3 p-5 ${behind ? 'border-2 border-amber-500 bg-amber-50 dark:bg-amber-950/40' : ''}`}
    >
      <h2 id="redrive-heading" className="text-sm font-medium text-slate-600 dark:text-slate-400">
        Scheduled re-drive (every 5 minutes)
      </h2>
      {shown.status === 'loading' && <p aria-busy="true">…</p>}
      {shown.status === 'failed' && (
        <p className="text-sm text-red-700 dark:text-red-300">{shown.message}</p>
      )}
      {shown.status === 'ready' && shown.steps.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">It has not run yet.</p>
      )}
      {shown.status === 'ready' && shown.steps.length > 0 && <StepTable steps={shown.steps} />}
      {behind && (
        <p className="text-sm font-semibold text-amber-900 dark:text-amber-100">
          A step has had work waiting for more than an hour: the owners have been mailed. The
          function log says what each run did.
        </p>
      )}
    </section>
  );
}

function StepTable({ steps }: { steps: RedriveStepStatus[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-slate-600 dark:text-slate-400">
          <tr>
            <th className="py-1 pr-4 font-medium">Step</th>
            <th className="py-1 pr-4 font-medium">Waiting</th>
            <th className="py-1 pr-4 font-medium">Oldest waited</th>
            <th className="py-1 pr-4 font-medium">Last full pass</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => (
            <tr
              key={step.name}
              className={step.behind ? 'font-semibold text-amber-900 dark:text-amber-100' : ''}
            >
              <td className="py-1 pr-4">
                {step.name}
                {step.lastError && (
                  <span className="block text-xs font-normal text-red-700 dark:text-red-300">
                    Last run failed: {step.lastError}
                  </span>
                )}
              </td>
              <td className="py-1 pr-4">{backlogOf(step)}</td>
              <td className="py-1 pr-4">
                {step.oldestAgeMs === null ? '–' : duration(step.oldestAgeMs)}
              </td>
              <td className="py-1 pr-4">{ago(step.lastFullPassAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
