/**
 * Sets a new password with the token from the reset e-mail's link. A missing or refused token
 * leads to a request for a new e-mail; success goes to /signin with the server's message.
 */
import { api } from '../../lib/api-client.ts';
import { showToast } from '../../components/ui/toast.store.ts';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { authMessages } from './auth-messages.ts';
import { queueToastForNextPage } from '../../components/ui/pending-toast.ts';
import { useAccountForm } from './use-account-form.ts';
import NewPasswordFields from './NewPasswordFields.tsx';

const FIELDS = ['password', 'confirmPassword'] as const;
const linkClass =
  'font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-200';

export default function ResetPasswordForm() {
  // undefined until the URL is read in the browser; '' when the link carries no token.
  const token = useHydrated()
    ? (new URLSearchParams(window.location.search).get('token') ?? '')
    : undefined;
  const { errors, recheck, handleSubmit, pending, submitDisabled } = useAccountForm({
    loadSchema: () => import('./auth.ts').then((auth) => auth.resetPasswordSchema),
    fields: FIELDS,
    extra: { token: token ?? '' },
    send: (data) => api.post<{ message?: string }>('/api/auth/reset-password', data),
    failure: { title: 'Reset failed', fallback: 'Please try again.' },
    onInvalid: (errors) => {
      if (errors.token)
        showToast({ title: 'Reset failed', description: errors.token, variant: 'destructive' });
    },
    onSuccess: (answer) => {
      queueToastForNextPage({
        title: 'Password reset',
        description: answer.message || authMessages.resetDone,
      });
      window.location.assign('/signin');
    },
  });

  if (token === '') {
    return (
      <div role="alert" className="grid gap-4">
        <p className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100">
          {authMessages.resetInvalid}
        </p>
        <a href="/forgot-password" className="btn-primary w-full py-3 text-base">
          Request a new e-mail
        </a>
      </div>
    );
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit}
      onChange={recheck}
      className="grid gap-5"
    >
      <NewPasswordFields
        form="reset"
        label="New password"
        confirmLabel="Confirm new password"
        errors={errors}
      />
      <button
        type="submit"
        disabled={submitDisabled || token === undefined}
        className="btn-primary w-full py-3 text-base"
      >
        {pending ? 'Resetting...' : 'Reset Password'}
      </button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-300">
        Link expired?{' '}
        <a href="/forgot-password" className={linkClass}>
          Request a new e-mail
        </a>
      </p>
    </form>
  );
}
