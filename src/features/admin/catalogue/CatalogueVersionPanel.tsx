/**
 * The live catalogue on /admin: when it last changed, whether the served pages show it yet (the
 * rebuild), and the one-click undo that brings the previous catalogue back.
 */
import { useState } from 'react';
import { showToast } from '../../../components/ui/toast.store.ts';
import { api, serverMessageOr } from '../../../lib/api-client.ts';
import type { BuildInfo, CatalogueReplaced, CatalogueStatus } from './catalogue-answers.ts';
import { formatAdminTime } from '../shell/admin-time.ts';
import { describePagesState } from './catalogue-status.ts';

interface Props {
  status: CatalogueStatus | null;
  build: BuildInfo | null;
  onRestored: () => void;
}

export default function CatalogueVersionPanel({ status, build, onRestored }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);

  async function restore() {
    setRestoring(true);
    try {
      const result = await api.post<CatalogueReplaced>('/api/admin/restore-previous', {});
      showToast({
        title: 'Previous catalogue restored',
        description: `${result.count} plans are live again.`,
      });
      onRestored();
    } catch (error) {
      const description = serverMessageOr(error, 'Please try again.');
      showToast({ title: 'Restore failed', description, variant: 'destructive' });
    } finally {
      setRestoring(false);
      setConfirming(false);
    }
  }

  return (
    <section aria-labelledby="catalogue-heading" className="card grid gap-4 p-6">
      <h2 id="catalogue-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        Live catalogue
      </h2>
      {status === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Loading…</p>
      ) : (
        <dl className="grid gap-3 text-sm">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Last changed</dt>
            <dd className="font-semibold text-slate-900 dark:text-white">
              {status.version === 'default'
                ? 'Never (the default catalogue)'
                : formatAdminTime(status.updatedAt)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">
              Networks and validity start, from the eSIM provider
            </dt>
            <dd className="font-semibold text-slate-900 dark:text-white">
              {status.factsFetchedAt === null
                ? 'Not fetched yet: upload the plans to fetch them'
                : `Fetched ${formatAdminTime(status.factsFetchedAt)}; an upload fetches them again`}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Pages</dt>
            <dd className="font-semibold text-slate-900 dark:text-white" aria-live="polite">
              {describePagesState(status, build)}
            </dd>
          </div>
        </dl>
      )}
      {status?.canRestore &&
        (confirming ? (
          <div className="grid gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
            <p>
              The plans from before the last change replace the live ones, and the pages are
              rebuilt.
            </p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn-primary"
                disabled={restoring}
                onClick={() => void restore()}
              >
                {restoring ? 'Restoring...' : 'Yes, restore'}
              </button>
              <button
                type="button"
                className="btn-secondary"
                disabled={restoring}
                onClick={() => setConfirming(false)}
              >
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="btn-secondary" onClick={() => setConfirming(true)}>
            Restore previous catalogue
          </button>
        ))}
    </section>
  );
}
