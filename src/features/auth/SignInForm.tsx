/**
 * The sign-in island (docs/product.md#screen-signin, #account-flows, #validation-signin,
 * #errors-toasts): on success the current user is refreshed and the visitor goes back where they
 * came from, or to /countries; staff go on to the second factor first.
 */
import { api } from '../../lib/api-client.ts';
import { refreshCurrentUser } from './user.store.ts';
import { queueToastForNextPage } from '../../components/ui/pending-toast.ts';
import { SECOND_FACTOR_PATH, takeRedirectAfterLogin } from './redirect-after-login.ts';
import { useAccountForm } from './use-account-form.ts';
import FormField from '../../components/ui/FormField.tsx';
import EmailField from './EmailField.tsx';
import { localizedPath, type Locale } from '../i18n/locales.ts';
import { translatorOf, type Messages } from '../i18n/translate.ts';

const FIELDS = ['email', 'password'] as const;
const linkClass =
  'font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-200';

export default function SignInForm({
  locale,
  messages,
}: {
  locale: Locale;
  messages: Partial<Messages>;
}) {
  const t = translatorOf(messages, locale);
  const { errors, recheck, handleSubmit, pending, submitDisabled } = useAccountForm({
    t,
    loadSchema: () => import('./auth.ts').then((auth) => auth.signInSchema),
    fields: FIELDS,
    send: (data) => api.post<{ needsSecondFactor?: boolean }>('/api/auth/signin', data),
    // 401 and 429 alike: the server's words, which never say whether the e-mail is known.
    failure: { title: t('auth.signIn.failedTitle'), fallback: t('auth.signIn.failedFallback') },
    onSuccess: async (answer) => {
      // Staff: the password was right; the sign-in ends on the code from their authenticator.
      if (answer.needsSecondFactor) return window.location.assign(SECOND_FACTOR_PATH);
      await refreshCurrentUser();
      queueToastForNextPage({
        title: t('auth.signIn.welcomeTitle'),
        description: t('auth.signIn.welcomeDescription'),
      });
      window.location.assign(takeRedirectAfterLogin(localizedPath(locale, '/countries')));
    },
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit}
      onChange={recheck}
      className="grid gap-5"
    >
      <EmailField form="signin" error={errors.email} t={t} />
      <div className="grid gap-2">
        <FormField
          form="signin"
          name="password"
          label={t('auth.signIn.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <a
          href={localizedPath(locale, '/forgot-password')}
          className={`${linkClass} justify-self-end text-sm`}
        >
          {t('auth.signIn.forgotPassword')}
        </a>
      </div>
      <button type="submit" disabled={submitDisabled} className="btn-primary w-full py-3 text-base">
        {pending ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
      </button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-300">
        {t('auth.signIn.noAccount')}{' '}
        <a href={localizedPath(locale, '/signup')} className={linkClass}>
          {t('auth.signIn.signUpLink')}
        </a>
      </p>
    </form>
  );
}
