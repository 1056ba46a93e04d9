/**
 * Sets a new password with the token from the reset e-mail's link. A missing or refused token
 * leads to a request for a new e-mail; success goes to /signin with the server's message.
 */
import { api } from '../../../lib/api-client.ts';
import { showToast } from '../../../components/ui/toast.store.ts';
import { useHydrated } from '../../../components/ui/use-hydrated.ts';
import { queueToastForNextPage } from '../../../components/ui/pending-toast.ts';
import { useAccountForm } from './use-account-form.ts';
import NewPasswordFields from './NewPasswordFields.tsx';
import AuthFooter from './AuthFooter.tsx';
import FormShell from '../../../components/ui/FormShell.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { translatorOf, type IslandProps } from '../../i18n/translate.ts';

const FIELDS = ['password', 'confirmPassword'] as const;

export default function ResetPasswordForm({ locale, messages }: IslandProps) {
  const t = translatorOf(messages, locale);
  // undefined until the URL is read in the browser; '' when the link carries no token.
  const token = useHydrated()
    ? (new URLSearchParams(window.location.search).get('token') ?? '')
    : undefined;
  const submit = useAccountForm({
    t,
    loadSchema: () => import('../auth.ts').then((auth) => auth.resetPasswordSchema),
    fields: FIELDS,
    extra: { token: token ?? '' },
    send: (data) => api.post<{ message?: string }>('/api/auth/reset-password', data),
    failure: { title: t('auth.reset.failedTitle'), fallback: t('auth.form.tryAgain') },
    onInvalid: (errors) => {
      if (errors.token)
        showToast({
          title: t('auth.reset.failedTitle'),
          description: errors.token,
          variant: 'destructive',
        });
    },
    onSuccess: (answer) => {
      queueToastForNextPage({
        title: t('auth.reset.doneTitle'),
        description: answer.message || t('auth.reset.doneFallback'),
      });
      window.location.assign(localizedPath(locale, '/signin'));
    },
  });

  if (token === '') {
    return (
      <div role="alert" className="grid gap-4">
        <p className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100">
          {t('auth.reset.linkInvalid')}
        </p>
        <a
          href={localizedPath(locale, '/forgot-password')}
          className="btn-primary w-full py-3 text-base"
        >
          {t('auth.reset.requestNewEmail')}
        </a>
      </div>
    );
  }

  return (
    <FormShell
      submit={submit}
      labels={{ submit: t('auth.reset.submit'), pending: t('auth.reset.submitting') }}
      waiting={token === undefined}
      footer={
        <AuthFooter
          text={t('auth.reset.linkExpired')}
          href={localizedPath(locale, '/forgot-password')}
          link={t('auth.reset.requestNewEmail')}
        />
      }
    >
      <NewPasswordFields
        form="reset"
        label={t('auth.reset.password')}
        confirmLabel={t('auth.reset.confirmPassword')}
        errors={submit.errors}
        t={t}
      />
    </FormShell>
  );
}
