/**
 * The e-mail verification island (docs/product.md#screen-verify-email, #errors-verification):
 * loading, then success or error, from the link's single-use token (`use-link-token.ts`).
 */
import { useEffect } from 'react';
import { showPendingToast } from '../../../components/ui/pending-toast.ts';
import { verifyEmailToken } from '../verify-email.ts';
import { useLinkToken } from './use-link-token.ts';
import LoadingSpinner from '../../../components/ui/LoadingSpinner.tsx';
import Icon from '../../../components/ui/Icon.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { translatorOf, type IslandProps } from '../../i18n/translate.ts';

export default function VerifyEmail({ locale, messages }: IslandProps) {
  const t = translatorOf(messages, locale);
  useEffect(() => showPendingToast(), []);
  const state = useLinkToken((token) => verifyEmailToken(token, t));

  if (state.status === 'loading') {
    return <LoadingSpinner label={t('auth.verify.checking')} className="py-6 text-lg" />;
  }

  const { ok, message } = state;
  return (
    <div role={ok ? 'status' : 'alert'} className="grid justify-items-center gap-4 text-center">
      <span
        aria-hidden="true"
        className={`grid size-14 place-items-center rounded-full ${
          ok
            ? 'bg-green-100 text-green-700 dark:bg-green-900/40 dark:text-green-300'
            : 'bg-red-100 text-red-700 dark:bg-red-900/40 dark:text-red-300'
        }`}
      >
        <Icon name={ok ? 'check' : 'close'} className="size-7" strokeWidth={2.5} />
      </span>
      <h2 className="text-2xl font-bold text-slate-900 dark:text-white">
        {ok ? t('auth.verify.verifiedHeading') : t('auth.verify.failedHeading')}
      </h2>
      <p className="text-slate-600 dark:text-slate-300">{message}</p>
      {ok ? (
        <a href={localizedPath(locale, '/signin')} className="btn-primary mt-2 w-full sm:w-auto">
          {t('auth.verify.goToSignIn')}
        </a>
      ) : (
        <a href={localizedPath(locale, '/signup')} className="btn-primary mt-2 w-full sm:w-auto">
          {t('auth.verify.goToSignUp')}
        </a>
      )}
    </div>
  );
}
