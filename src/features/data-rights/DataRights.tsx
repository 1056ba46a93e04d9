/**
 * My Account's 'Your data' card: download everything the shop keeps of the customer, or close the
 * account with the password again (docs/decisions/0043-data-rights.md). Shown to a signed-in
 * customer only.
 */
import { useState, type FormEvent } from 'react';
import { CONTROL_CLASS, LabelledField } from '../../components/ui/FormField.tsx';
import { api, apiUrl, serverMessageOr } from '../../lib/api-client.ts';
import { useSignedIn } from '../auth/use-signed-in.ts';
import { translatorOf, type IslandProps } from '../i18n/translate.ts';
import { CLOSURE_UNDO_DAYS } from './closure-window.ts';

export default function DataRights({ locale, messages }: IslandProps) {
  const t = translatorOf(messages, locale);
  const signedIn = useSignedIn();
  const [closing, setClosing] = useState(false);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  async function close(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const { message } = await api.post<{ message: string }>('/api/account/close', { password });
      // The session is gone already; the header learns it on the next page.
      setAnswer({ ok: true, message });
    } catch (error) {
      setAnswer({ ok: false, message: serverMessageOr(error, t('account.dataRights.tryAgain')) });
    } finally {
      setPending(false);
    }
  }

  if (answer?.ok)
    return (
      <section className="card grid gap-3 p-6" role="status">
        <h2 className="text-xl font-bold text-slate-900 dark:text-white">
          {t('account.dataRights.closedHeading')}
        </h2>
        <p>{answer.message}</p>
      </section>
    );
  if (!signedIn) return null;
  return (
    <section aria-labelledby="data-rights-heading" className="card grid gap-4 p-6">
      <h2 id="data-rights-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        {t('account.dataRights.heading')}
      </h2>
      <p className="text-slate-600 dark:text-slate-300">{t('account.dataRights.downloadHint')}</p>
      <a href={apiUrl('/api/account/data')} download className="btn-secondary w-fit">
        {t('account.dataRights.download')}
      </a>
      {!closing ? (
        <button type="button" className="btn-secondary w-fit" onClick={() => setClosing(true)}>
          {t('account.dataRights.close')}
        </button>
      ) : (
        <form className="grid gap-3" onSubmit={(event) => void close(event)}>
          <p className="text-slate-600 dark:text-slate-300">
            {t('account.dataRights.closeHint', { days: CLOSURE_UNDO_DAYS })}
          </p>
          <LabelledField
            form="close-account"
            name="password"
            label={t('account.dataRights.password')}
          >
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                className={CONTROL_CLASS}
              />
            )}
          </LabelledField>
          {answer && <p role="alert">{answer.message}</p>}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={pending}>
              {t('account.dataRights.confirmClose')}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setClosing(false)}>
              {t('account.dataRights.keepOpen')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
