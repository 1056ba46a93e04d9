/**
 * The eSIM's status on its order card (docs/product.md#esim-status-panel): the status word, data
 * and days left, the bundles queued, when it was checked, and Refresh (the server calls the network
 * at most once a minute per eSIM and says so). Loaded on mount; no zod here.
 */
import { useEffect, useRef, useState } from 'react';
import { api, errorDescription } from '../../lib/api-client.ts';
import Icon from '../../components/ui/Icon.tsx';
import type { MessageKey, Translator } from '../i18n/translate.ts';
import type { CustomerEsimStatus, EsimStatusAnswer } from './esim-status.ts';

type Checking = { message: string; retryAfterSeconds: number };
type PanelState =
  | { kind: 'loading' }
  /** `receivedAt`: the browser's time when the answer came, to say how long ago it was checked. */
  | { kind: 'ready'; answer: EsimStatusAnswer; receivedAt: number }
  | { kind: 'checking'; message: string }
  | { kind: 'error'; message: string };

const MAX_CHECKING_RETRIES = 5;

const statusClass: Record<CustomerEsimStatus, string> = {
  'Not installed yet': 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  Installed: 'bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-100',
  Active: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  'Used up': 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  Expired: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  'Status unknown': 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
};

/** The status word in the reader's language (the answer gives it in English). */
const statusText: Record<CustomerEsimStatus, MessageKey> = {
  'Not installed yet': 'esims.statusNotInstalled',
  Installed: 'esims.statusInstalled',
  Active: 'esims.statusActive',
  'Used up': 'esims.statusUsedUp',
  Expired: 'esims.statusExpired',
  'Status unknown': 'esims.statusUnknown',
};

/** 'Checked just now', 'Checked 3 min ago', 'Checked 2 h ago' from an ISO time. */
function checkedAgo(t: Translator, checkedAt: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(checkedAt)) / 60_000);
  if (minutes < 1) return t('esims.checkedJustNow');
  if (minutes < 60) return t.plural('esims.checkedMinutesAgo', minutes);
  return t.plural('esims.checkedHoursAgo', Math.floor(minutes / 60));
}

export default function EsimStatusPanel({ t, orderId }: { t: Translator; orderId: string }) {
  const [state, setState] = useState<PanelState>({ kind: 'loading' });
  const [pending, setPending] = useState(false);
  // Each new request (mount, Refresh, a retry while another check runs) bumps `n`.
  const [request, setRequest] = useState({ refresh: false, n: 0 });
  const checkingRetries = useRef(0);

  const unexpected = t('ui.error.unexpected');
  useEffect(() => {
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      try {
        const body = await api.get<EsimStatusAnswer | Checking>(
          `/api/esims/${encodeURIComponent(orderId)}/status${request.refresh ? '?refresh=1' : ''}`,
        );
        if (cancelled) return;
        if ('status' in body) {
          checkingRetries.current = 0;
          setState({ kind: 'ready', answer: body, receivedAt: Date.now() });
        } else {
          setState({ kind: 'checking', message: body.message });
          // Another request is asking the network right now: its answer is moments away.
          if (checkingRetries.current++ < MAX_CHECKING_RETRIES)
            retry = setTimeout(
              () => setRequest((previous) => ({ refresh: false, n: previous.n + 1 })),
              body.retryAfterSeconds * 1000,
            );
        }
      } catch (error) {
        if (!cancelled) setState({ kind: 'error', message: errorDescription(error, unexpected) });
      } finally {
        if (!cancelled) setPending(false);
      }
    })();
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
  }, [orderId, request, unexpected]);

  function refresh() {
    checkingRetries.current = 0;
    setPending(true);
    setRequest((previous) => ({ refresh: true, n: previous.n + 1 }));
  }

  return (
    <section
      aria-label={t('esims.statusHeading')}
      aria-busy={state.kind === 'loading' || pending}
      className="grid gap-2 rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">{t('esims.statusHeading')}</h3>
        <button
          type="button"
          onClick={refresh}
          disabled={pending || state.kind === 'loading'}
          className="btn-ghost px-2 py-1 text-sm"
        >
          <Icon name="refresh" className="size-4" />
          {t('esims.refresh')}
        </button>
      </div>
      {state.kind === 'loading' && (
        <p className="text-slate-600 dark:text-slate-400">{t('esims.checking')}</p>
      )}
      {state.kind === 'checking' && (
        <p className="text-slate-600 dark:text-slate-400">{state.message}</p>
      )}
      {state.kind === 'error' && <p className="text-red-800 dark:text-red-200">{state.message}</p>}
      {state.kind === 'ready' && (
        <StatusDetails t={t} answer={state.answer} receivedAt={state.receivedAt} />
      )}
    </section>
  );
}

function StatusDetails({
  t,
  answer,
  receivedAt,
}: {
  t: Translator;
  answer: EsimStatusAnswer;
  receivedAt: number;
}) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className={`rounded-full px-2.5 py-0.5 font-semibold ${statusClass[answer.status]}`}>
          {t(statusText[answer.status])}
        </span>
        {answer.dataLeft && (
          <span className="font-semibold text-slate-900 dark:text-white">{answer.dataLeft}</span>
        )}
        {answer.daysLeft !== null && answer.status === 'Active' && (
          <span className="text-slate-700 dark:text-slate-300">
            {t.plural('esims.daysLeft', answer.daysLeft)}
          </span>
        )}
      </p>
      {answer.queued.length > 0 && (
        <div>
          <p className="text-slate-700 dark:text-slate-300">{t('esims.queuedHeading')}</p>
          <ul className="list-inside list-disc text-slate-700 dark:text-slate-300">
            {answer.queued.map((bundle, index) => (
              <li key={`${bundle.bundle}-${index}`}>{bundle.data}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-slate-600 dark:text-slate-400">
        {checkedAgo(t, answer.checkedAt, receivedAt)}
        {answer.note && <span className="block">{answer.note}</span>}
      </p>
    </>
  );
}
