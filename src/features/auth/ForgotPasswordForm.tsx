/**
 * Asks for a password-reset e-mail. The server gives the same answer for every address, so
 * the form shows that answer in place and never says whether an account exists.
 */
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { authMessages } from './auth-messages.ts';
import { useAccountForm } from './use-account-form.ts';
import EmailField from './EmailField.tsx';

const FIELDS = ['email'] as const;
const linkClass =
  'font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-200';

export default function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { errors, recheck, handleSubmit, pending, submitDisabled } = useAccountForm({
    loadSchema: () => import('./auth.ts').then((auth) => auth.forgotPasswordSchema),
    fields: FIELDS,
    send: (data) => api.post<{ message?: string }>('/api/auth/forgot-password', data),
    failure: { title: 'Request failed', fallback: 'Please try again.' },
    onSuccess: (answer) => setSent(answer.message || authMessages.resetRequested),
    stayOnPage: true,
  });

  if (sent) {
    return (
      <div role="status" className="grid gap-4">
        <p className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950/50 dark:text-green-100">
          {sent}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          The link is valid for a limited time. Nothing arrived? Check your spam folder, or{' '}
          <button type="button" onClick={() => setSent(null)} className={linkClass}>
            try another address
          </button>
          .
        </p>
        <a href="/signin" className="btn-primary w-full py-3 text-base">
          Back to Sign In
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
      <EmailField form="forgot" error={errors.email} />
      <button type="submit" disabled={submitDisabled} className="btn-primary w-full py-3 text-base">
        {pending ? 'Sending...' : 'Send Reset Link'}
      </button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-300">
        Remembered it?{' '}
        <a href="/signin" className={linkClass}>
          Sign in
        </a>
      </p>
    </form>
  );
}
