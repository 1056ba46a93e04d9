/**
 * The page a closure's mailed link opens: it reopens the account once (the token is single-use,
 * so the call is made once even under StrictMode), then points to sign-in.
 */
import { useEffect, useRef, useState } from 'react';
import LoadingSpinner from '../../components/ui/LoadingSpinner.tsx';
import { api, serverMessageOr } from '../../lib/api-client.ts';
import { localizedPath, type Locale } from '../i18n/locales.ts';
import { translatorOf, type Messages } from '../i18n/translate.ts';

type State = { status: 'loading' } | { status: 'done'; ok: boolean; message: string };

export default function ReopenAccount({
  locale,
  messages,
}: {
  locale: Locale;
  messages: Partial<Messages>;
}) {
  const t = translatorOf(messages, locale);
  const [state, setState] = useState<State>({ status: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    const fallback = translatorOf(messages, locale)('account.reopen.failed');
    api
      .post<{ message: string }>('/api/account/reopen', { token })
      .then(({ message }) => setState({ status: 'done', ok: true, message }))
      .catch((error: unknown) =>
        setState({ status: 'done', ok: false, message: serverMessageOr(error, fallback) }),
      );
  }, [messages, locale]);

  if (state.status === 'loading')
    return <LoadingSpinner label={t('account.reopen.checking')} className="py-6 text-lg" />;
  return (
    <div
      role={state.ok ? 'status' : 'alert'}
      className="grid justify-items-center gap-4 text-center"
    >
      <p className="text-slate-600 dark:text-slate-300">{state.message}</p>
      {state.ok && (
        <a href={localizedPath(locale, '/signin')} className="btn-primary mt-2 w-full sm:w-auto">
          {t('account.reopen.goToSignIn')}
        </a>
      )}
    </div>
  );
}
