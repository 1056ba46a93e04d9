/**
 * The sign-in island (docs/product.md#screen-signin, #account-flows, #validation-signin,
 * #errors-toasts): on success the current user is refreshed and the visitor goes back where they
 * came from, or to /countries; staff go on to the second factor first.
 */
import { api } from '../../../lib/api-client.ts';
import { refreshCurrentUser } from '../user.store.ts';
import { queueToastForNextPage } from '../../../components/ui/pending-toast.ts';
import { SECOND_FACTOR_PATH, takeRedirectAfterLogin } from '../redirect-after-login.ts';
import { useAccountForm } from './use-account-form.ts';
import FormField from '../../../components/ui/FormField.tsx';
import FormShell from '../../../components/ui/FormShell.tsx';
import EmailField from '../../../components/ui/EmailField.tsx';
import AuthFooter, { AUTH_LINK_CLASS } from './AuthFooter.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { translatorOf, type IslandProps } from '../../i18n/translate.ts';

const FIELDS = ['email', 'password'] as const;

export default function SignInForm({ locale, messages }: IslandProps) {
  const t = translatorOf(messages, locale);
  const submit = useAccountForm({
    t,
    loadSchema: () => import('../auth.ts').then((auth) => auth.signInSchema),
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

  const { errors } = submit;

  return (
    <FormShell
      submit={submit}
      labels={{ submit: t('auth.signIn.submit'), pending: t('auth.signIn.submitting') }}
      footer={
        <AuthFooter
          text={t('auth.signIn.noAccount')}
          href={localizedPath(locale, '/signup')}
          link={t('auth.signIn.signUpLink')}
        />
      }
    >
      <EmailField form="signin" label={t('auth.form.email')} error={errors.email} />
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
          className={`${AUTH_LINK_CLASS} justify-self-end text-sm`}
        >
          {t('auth.signIn.forgotPassword')}
        </a>
      </div>
    </FormShell>
  );
}
