/**
 * The sign-up island (docs/product.md#screen-signup, #account-flows, #validation-signup,
 * #errors-toasts). The server answers the same whether or not the e-mail already has an account,
 * so success always means "go sign in".
 */
import { api } from '../../lib/api-client.ts';
import { clearCurrentUser } from './user.store.ts';
import { queueToastForNextPage } from '../../components/ui/pending-toast.ts';
import { useAccountForm } from './use-account-form.ts';
import FormField from '../../components/ui/FormField.tsx';
import NewPasswordFields from './NewPasswordFields.tsx';
import EmailField from './EmailField.tsx';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

export default function SignUpForm() {
  const { errors, recheck, handleSubmit, pending, submitDisabled } = useAccountForm({
    loadSchema: () => import('./auth.ts').then((auth) => auth.registerSchema),
    fields: FIELDS,
    send: (data) => api.post('/api/auth/register', data),
    failure: { title: 'Registration failed', fallback: 'Please try again.' },
    onSuccess: () => {
      clearCurrentUser();
      queueToastForNextPage({
        title: 'Account created successfully!',
        description: 'Please sign in to continue.',
      });
      window.location.assign('/signin');
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
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form="signup"
          name="firstName"
          label="First name"
          type="text"
          autoComplete="given-name"
          maxLength={60}
          optional
          error={errors.firstName}
        />
        <FormField
          form="signup"
          name="lastName"
          label="Last name"
          type="text"
          autoComplete="family-name"
          maxLength={60}
          optional
          error={errors.lastName}
        />
      </div>
      <EmailField form="signup" error={errors.email} />
      <NewPasswordFields
        form="signup"
        label="Password"
        confirmLabel="Confirm password"
        errors={errors}
      />
      <button type="submit" disabled={submitDisabled} className="btn-primary w-full py-3 text-base">
        {pending ? 'Creating Account...' : 'Create Account'}
      </button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-300">
        Already have an account?{' '}
        <a
          href="/signin"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-200"
        >
          Sign in
        </a>
      </p>
    </form>
  );
}
