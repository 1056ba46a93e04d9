/**
 * The sign-up island (docs/product.md#screen-signup, #account-flows, #validation-signup,
 * #errors-toasts). The server answers the same whether or not the e-mail already has an account,
 * so success always means "go sign in".
 */
import { api } from '../../../lib/api-client.ts';
import { clearCurrentUser } from '../user.store.ts';
import { queueToastForNextPage } from '../../../components/ui/pending-toast.ts';
import { useAccountForm } from './use-account-form.ts';
import FormField from '../../../components/ui/FormField.tsx';
import FormShell from '../../../components/ui/FormShell.tsx';
import NewPasswordFields from './NewPasswordFields.tsx';
import EmailField from '../../../components/ui/EmailField.tsx';
import AuthFooter from './AuthFooter.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { translatorOf, type IslandProps } from '../../i18n/translate.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

export default function SignUpForm({ locale, messages }: IslandProps) {
  const t = translatorOf(messages, locale);
  const submit = useAccountForm({
    t,
    loadSchema: () => import('../auth.ts').then((auth) => auth.registerSchema),
    fields: FIELDS,
    // The account keeps the language of this page: every mail to it is written in it.
    send: (data) => api.post('/api/auth/register', { ...data, locale }),
    failure: { title: t('auth.signUp.failedTitle'), fallback: t('auth.form.tryAgain') },
    onSuccess: () => {
      clearCurrentUser();
      queueToastForNextPage({
        title: t('auth.signUp.createdTitle'),
        description: t('auth.signUp.createdDescription'),
      });
      window.location.assign(localizedPath(locale, '/signin'));
    },
  });

  const { errors } = submit;

  return (
    <FormShell
      submit={submit}
      labels={{ submit: t('auth.signUp.submit'), pending: t('auth.signUp.submitting') }}
      footer={
        <AuthFooter
          text={t('auth.signUp.haveAccount')}
          href={localizedPath(locale, '/signin')}
          link={t('auth.form.signInLink')}
        />
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form="signup"
          name="firstName"
          label={t('auth.signUp.firstName')}
          type="text"
          autoComplete="given-name"
          maxLength={60}
          optional={t('ui.field.optional')}
          error={errors.firstName}
        />
        <FormField
          form="signup"
          name="lastName"
          label={t('auth.signUp.lastName')}
          type="text"
          autoComplete="family-name"
          maxLength={60}
          optional={t('ui.field.optional')}
          error={errors.lastName}
        />
      </div>
      <EmailField form="signup" label={t('auth.form.email')} error={errors.email} />
      <NewPasswordFields
        form="signup"
        label={t('auth.signUp.password')}
        confirmLabel={t('auth.signUp.confirmPassword')}
        errors={errors}
        t={t}
      />
    </FormShell>
  );
}
