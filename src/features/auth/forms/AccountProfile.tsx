/**
 * The profile card of My Account (docs/product.md#screen-account): a skeleton while the user
 * loads, a redirect home when signed out, else avatar, name, e-mail, member-since date, the
 * e-mail verification state, the language of the customer's mails and Sign Out.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { api, serverMessageOr } from '../../../lib/api-client.ts';
import { showToast } from '../../../components/ui/toast.store.ts';
import { useHydrated } from '../../../components/ui/use-hydrated.ts';
import { $currentUser } from '../user.store.ts';
import { signOutOrExplain } from '../sign-out.ts';
import { showPendingToast } from '../../../components/ui/pending-toast.ts';
import { displayName, formatMemberSince, initialsOf } from '../account-profile.ts';
import type { CurrentUser } from '../auth.ts';
import LanguageSetting from './LanguageSetting.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { translatorOf, type IslandProps, type Translator } from '../../i18n/translate.ts';

const errorText = (error: unknown, t: Translator) =>
  serverMessageOr(error, t('account.profile.tryAgain'));

export default function AccountProfile({ locale, messages }: IslandProps) {
  const t = translatorOf(messages, locale);
  const state = useStore($currentUser);
  const user = state.status === 'ready' ? state.user : undefined;
  // The page was built with the skeleton; the user may be known before hydration, so the first
  // render matches the built HTML and the card follows.
  const hydrated = useHydrated();

  useEffect(() => showPendingToast(), []);
  useEffect(() => {
    if (user === null) window.location.replace(localizedPath(locale, '/'));
  }, [user, locale]);

  if (!hydrated || !user) return <ProfileSkeleton t={t} />;
  return (
    <section aria-labelledby="profile-heading" className="card p-6 sm:p-8">
      <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
        <Avatar user={user} />
        <div className="min-w-0 flex-1">
          <h2
            id="profile-heading"
            className="text-2xl font-bold break-words text-slate-900 dark:text-white"
          >
            {displayName(user, t)}
          </h2>
          <p className="mt-1 break-all text-slate-600 dark:text-slate-300">{user.email}</p>
        </div>
      </div>
      <dl className="mt-6 grid gap-4 border-t border-slate-200 pt-6 sm:grid-cols-2 dark:border-slate-800">
        <div>
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">
            {t('account.profile.memberSince')}
          </dt>
          <dd className="mt-1 font-semibold text-slate-900 dark:text-white">
            {formatMemberSince(user.createdAt, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">
            {t('account.profile.emailVerification')}
          </dt>
          <dd className="mt-1">
            <VerificationState verified={user.emailVerified} t={t} />
          </dd>
        </div>
      </dl>
      <div className="mt-6 max-w-xs border-t border-slate-200 pt-6 dark:border-slate-800">
        <LanguageSetting user={user} t={t} />
      </div>
      <div className="mt-6 flex justify-center sm:justify-end">
        <SignOutButton t={t} />
      </div>
    </section>
  );
}

function Avatar({ user }: { user: CurrentUser }) {
  const [failed, setFailed] = useState(false);
  const url = user.profileImageUrl;
  const box = 'size-20 shrink-0 rounded-full';
  if (url && !failed) {
    return (
      <img
        src={url}
        alt=""
        width={80}
        height={80}
        onError={() => setFailed(true)}
        className={`${box} object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} grid place-items-center bg-gradient-to-br from-brand-600 to-brand-800 text-2xl font-bold text-white`}
    >
      {initialsOf(user)}
    </span>
  );
}

function VerificationState({ verified, t }: { verified: boolean; t: Translator }) {
  const [sending, setSending] = useState(false);
  if (verified) {
    return (
      <span className="inline-flex items-center rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-800 dark:bg-green-900/50 dark:text-green-200">
        {t('account.profile.verified')}
      </span>
    );
  }
  async function resend() {
    setSending(true);
    try {
      const answer = await api.post<{ message?: string }>('/api/auth/resend-verification');
      showToast({
        title: t('account.profile.sentTitle'),
        description: answer.message || t('account.profile.sentFallback'),
      });
    } catch (error) {
      showToast({
        title: t('account.profile.sendFailedTitle'),
        description: errorText(error, t),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 sm:justify-start">
      <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
        {t('account.profile.notVerified')}
      </span>
      <button
        type="button"
        onClick={() => void resend()}
        disabled={sending}
        className="btn-secondary px-3 py-1.5"
      >
        {sending ? t('account.profile.sending') : t('account.profile.resend')}
      </button>
    </div>
  );
}

function SignOutButton({ t }: { t: Translator }) {
  const [pending, setPending] = useState(false);
  async function handleClick() {
    setPending(true);
    if (!(await signOutOrExplain(t))) setPending(false);
  }
  return (
    <button
      type="button"
      onClick={() => void handleClick()}
      disabled={pending}
      className="btn-secondary w-full sm:w-auto"
    >
      {t('account.profile.signOut')}
    </button>
  );
}

function ProfileSkeleton({ t }: { t: Translator }) {
  return (
    <div
      role="status"
      aria-label={t('account.profile.loading')}
      className="card animate-pulse p-6 sm:p-8"
    >
      <div className="flex flex-col items-center gap-5 sm:flex-row">
        <div className="size-20 rounded-full bg-slate-200 dark:bg-slate-800" />
        <div className="grid w-full max-w-xs gap-3">
          <div className="h-6 rounded bg-slate-200 dark:bg-slate-800" />
          <div className="h-4 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
        </div>
      </div>
      <div className="mt-6 h-16 rounded bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}
