/**
 * The page a closure's mailed link opens: it reopens the account once, from the link's
 * single-use token (`auth/forms/use-link-token.ts`), then points to sign-in.
 */
import LoadingSpinner from '../../components/ui/LoadingSpinner.tsx';
import { api, serverMessageOr } from '../../lib/api-client.ts';
import { useLinkToken, type LinkOutcome } from '../auth/forms/use-link-token.ts';
import { localizedPath } from '../i18n/locales.ts';
import { translatorOf, type IslandProps } from '../i18n/translate.ts';

async function reopen(token: string | null, fallback: string): Promise<LinkOutcome> {
  try {
    const { message } = await api.post<{ message: string }>('/api/account/reopen', {
      token: token ?? '',
    });
    return { ok: true, message };
  } catch (error) {
    return { ok: false, message: serverMessageOr(error, fallback) };
  }
}

export default function ReopenAccount({ locale, messages }: IslandProps) {
  const t = translatorOf(messages, locale);
  const state = useLinkToken((token) => reopen(token, t('account.reopen.failed')));

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
