/**
 * The second step of a staff sign-in: the code from the authenticator app, and on the first
 * sign-in the QR code (and key) to add the account to one. Success goes where the sign-in was
 * headed, or to /admin.
 */
import { useEffect, useState } from 'react';
import { api, serverMessageOr } from '../../lib/api-client.ts';
import FormField from '../../components/ui/FormField.tsx';
import FormShell from '../../components/ui/FormShell.tsx';
import LoadingSpinner from '../../components/ui/LoadingSpinner.tsx';
import { queueToastForNextPage } from '../../components/ui/pending-toast.ts';
import { useFormSubmit } from '../../components/ui/use-form-submit.ts';
import { takeRedirectAfterLogin } from '../auth/redirect-after-login.ts';
import { refreshCurrentUser } from '../auth/user.store.ts';
import type { EnrolmentView } from './staff.ts';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | EnrolmentView;

export default function SecondFactorForm() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    api
      .get<EnrolmentView>('/api/auth/second-factor')
      .then(setLoad)
      .catch((error: unknown) =>
        setLoad({ state: 'failed', message: serverMessageOr(error, 'Please sign in again.') }),
      );
  }, []);

  if ('state' in load && load.state === 'loading')
    return <LoadingSpinner label="Preparing the second step..." />;
  if ('state' in load)
    return (
      <div role="alert" className="grid gap-4">
        <p className="text-slate-700 dark:text-slate-200">
          {load.message}. A sign-in waits 10 minutes for its code.
        </p>
        <a href="/signin" className="btn-primary w-full py-3 text-base">
          Sign in again
        </a>
      </div>
    );
  return (
    <div className="grid gap-6">
      {!load.enrolled && <Enrolment secret={load.secret} qrSvg={load.qrSvg} />}
      <CodeForm />
    </div>
  );
}

function Enrolment({ secret, qrSvg }: { secret: string; qrSvg: string }) {
  return (
    <section aria-labelledby="enrol-heading" className="grid gap-3">
      <h2 id="enrol-heading" className="text-lg font-bold text-slate-900 dark:text-white">
        Set up your authenticator app
      </h2>
      <p className="text-slate-600 dark:text-slate-300">
        Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), add
        an account and scan this code. Then enter the 6-digit code it shows.
      </p>
      {/* Our own server drew this SVG from the secret: no user input reaches it. */}
      <div
        role="img"
        aria-label="QR code to add your Roamly staff account to an authenticator app"
        className="mx-auto w-48 rounded-lg bg-white p-2"
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Can't scan? Enter this key instead:{' '}
        <code className="font-mono break-all text-slate-900 dark:text-white">
          {secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </p>
    </section>
  );
}

function CodeForm() {
  const submit = useFormSubmit({
    loadSchema: () => import('./staff.ts').then((staff) => staff.secondFactorSchema),
    fields: ['code'],
    send: (data) => api.post('/api/auth/second-factor', data),
    failure: { title: 'Sign in failed', fallback: 'That code is not valid.' },
    onSuccess: async () => {
      await refreshCurrentUser();
      queueToastForNextPage({
        title: 'Welcome back!',
        description: 'You have successfully signed in.',
      });
      window.location.assign(takeRedirectAfterLogin('/admin'));
    },
  });
  return (
    <FormShell submit={submit} labels={{ submit: 'Confirm', pending: 'Checking...' }}>
      <FormField
        form="second-factor"
        name="code"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={submit.errors.code}
      />
    </FormShell>
  );
}
