/**
 * The confirm step of 'Withdraw from contract here': the contract (order number, plan, date, where
 * the acknowledgement goes), the name asked, then 'Confirm withdrawal'. Opened from the mailed link
 * (`?link=`) or, signed in, from My Orders (`?order=`).
 */
import { useEffect, useRef, useState } from 'react';
import FormField from '../../components/ui/FormField.tsx';
import { api, serverMessageOr } from '../../lib/api-client.ts';
import { intlLocaleGB } from '../i18n/intl.ts';
import { localizedPath, type Locale } from '../i18n/locales.ts';
import { translatorOf, type IslandProps } from '../i18n/translate.ts';
import { WITHDRAW_PATH, type WithdrawalContract } from './withdrawal-period.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'shown'; contract: WithdrawalContract }
  | { kind: 'sending'; contract: WithdrawalContract }
  | { kind: 'received'; message: string };

const day = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocaleGB(locale), { dateStyle: 'long' }).format(new Date(iso));

export default function WithdrawalConfirm({ locale, messages }: IslandProps) {
  const t = translatorOf(messages, locale);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [name, setName] = useState('');
  const access = useRef<{ link: string } | { orderId: string } | null>(null);

  useEffect(() => {
    // Read in the browser: the page is built once, without its query.
    const query = new URLSearchParams(window.location.search);
    const link = query.get('link');
    const orderId = query.get('order');
    access.current = link ? { link } : orderId ? { orderId } : null;
    const noLink = t('withdrawal.confirm.noLink');
    const shown = access.current
      ? api.post<{ contract: WithdrawalContract }>('/api/withdrawal/contract', access.current)
      : Promise.reject(new Error(noLink));
    shown
      .then(({ contract }) => {
        setName(contract.name);
        setState({ kind: 'shown', contract });
      })
      .catch((error: unknown) =>
        setState({
          kind: 'failed',
          message: access.current ? serverMessageOr(error, t('withdrawal.form.failed')) : noLink,
        }),
      );
    // Once, when the page opens: the link and the texts do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function confirm(contract: WithdrawalContract) {
    setState({ kind: 'sending', contract });
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const answer = await api.post<{ message: string }>('/api/withdrawal/confirm', {
        ...access.current,
        name,
        timeZone,
      });
      setState({ kind: 'received', message: answer.message });
    } catch (error) {
      setState({ kind: 'failed', message: serverMessageOr(error, t('withdrawal.form.failed')) });
    }
  }

  if (state.kind === 'loading')
    return <p className="text-slate-600 dark:text-slate-300">{t('withdrawal.confirm.loading')}</p>;
  if (state.kind === 'received')
    return (
      <p
        role="status"
        className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950/50 dark:text-green-100"
      >
        {state.message}
      </p>
    );
  if (state.kind === 'failed')
    return (
      <div className="grid gap-4">
        <p role="alert" className="text-red-700 dark:text-red-300">
          {state.message}
        </p>
        <a href={localizedPath(locale, WITHDRAW_PATH)} className="btn-secondary justify-self-start">
          {t('withdrawal.confirm.askAgain')}
        </a>
      </div>
    );
  const { contract } = state;
  const facts: [string, string][] = [
    [t('withdrawal.confirm.order'), `#${contract.orderNumber}`],
    [t('withdrawal.confirm.plan'), contract.plan],
    [t('withdrawal.confirm.bought'), day(contract.boughtAt, locale)],
    [t('withdrawal.confirm.email'), contract.email],
  ];
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() !== '') void confirm(contract);
      }}
    >
      <p className="text-slate-700 dark:text-slate-300">{t('withdrawal.confirm.lead')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-800 dark:text-slate-200">{label}</dt>
            <dd className="break-all text-slate-700 dark:text-slate-300">{value}</dd>
          </div>
        ))}
      </dl>
      {contract.receivedAt ? (
        <p role="status" className="text-slate-700 dark:text-slate-300">
          {t('withdrawal.confirm.alreadyReceived', { date: day(contract.receivedAt, locale) })}
        </p>
      ) : (
        <>
          <FormField
            form="withdraw-confirm"
            name="name"
            label={t('withdrawal.confirm.name')}
            autoComplete="name"
            maxLength={200}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={name.trim() === '' ? t('validation.withdrawal.name') : undefined}
          />
          <button
            type="submit"
            disabled={state.kind === 'sending' || name.trim() === ''}
            className="btn-primary w-full py-3 text-base"
          >
            {state.kind === 'sending'
              ? t('withdrawal.confirm.sending')
              : t('withdrawal.confirm.button')}
          </button>
        </>
      )}
    </form>
  );
}
