/**
 * Asks for a password-reset e-mail. The server gives the same answer for every address, so
 * the form shows that answer in place and never says whether an account exists.
 */
import { useState } from 'react';
import AnswerInPlaceForm from '../../../components/ui/AnswerInPlaceForm.tsx';
import { api } from '../../../lib/api-client.ts';
import { useAccountForm } from './use-account-form.ts';
import EmailField from '../../../components/ui/EmailField.tsx';
import AuthFooter, { AUTH_LINK_CLASS } from './AuthFooter.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { translatorOf, type IslandProps } from '../../i18n/translate.ts';

const FIELDS = ['email'] as const;

export default function ForgotPasswordForm({ locale, messages }: IslandProps) {
  const t = translatorOf(messages, locale);
  const [sent, setSent] = useState<string | null>(null);
  const submit = useAccountForm({
    t,
    loadSchema: () => import('../auth.ts').then((auth) => auth.forgotPasswordSchema),
    fields: FIELDS,
    send: (data) => api.post<{ message?: string }>('/api/auth/forgot-password', data),
    failure: { title: t('auth.forgot.failedTitle'), fallback: t('auth.form.tryAgain') },
    onSuccess: (answer) => setSent(answer.message || t('auth.forgot.sentFallback')),
    stayOnPage: true,
  });
  // One sentence with the button inside it, wherever the language puts it.
  const [beforeButton, afterButton] = t('auth.forgot.sentHelp').split('{link}');

  return (
    <AnswerInPlaceForm
      answer={sent}
      afterAnswer={
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {beforeButton}
            <button type="button" onClick={() => setSent(null)} className={AUTH_LINK_CLASS}>
              {t('auth.forgot.tryAnotherAddress')}
            </button>
            {afterButton}
          </p>
          <a href={localizedPath(locale, '/signin')} className="btn-primary w-full py-3 text-base">
            {t('auth.forgot.backToSignIn')}
          </a>
        </>
      }
      submit={submit}
      labels={{ submit: t('auth.forgot.submit'), pending: t('auth.forgot.submitting') }}
      footer={
        <AuthFooter
          text={t('auth.forgot.remembered')}
          href={localizedPath(locale, '/signin')}
          link={t('auth.form.signInLink')}
        />
      }
    >
      <EmailField form="forgot" label={t('auth.form.email')} error={submit.errors.email} />
    </AnswerInPlaceForm>
  );
}
