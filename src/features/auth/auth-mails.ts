/** The account e-mails: verification, password reset, and the notice to an existing owner. */
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import type { Translator } from '../i18n/translate.ts';

export function verificationMail(to: string, link: string, t: Translator): MailMessage {
  return {
    kind: 'verify-email',
    to,
    subject: t('mail.verify.subject'),
    links: [link],
    ...renderMail(
      {
        preheader: t('mail.verify.preheader'),
        heading: t('mail.verify.heading'),
        paragraphs: [t('mail.verify.welcome'), t('mail.verify.linkLimits')],
        button: { label: t('mail.verify.button'), url: link },
        // Confirming is what gives an account its rights (admin addresses included), so a stranger
        // who typed this address must not get that click from its owner.
        footnote: t('mail.verify.notYou'),
      },
      t,
    ),
  };
}

export function passwordResetMail(to: string, link: string, t: Translator): MailMessage {
  return {
    kind: 'password-reset',
    to,
    subject: t('mail.reset.subject'),
    links: [link],
    ...renderMail(
      {
        preheader: t('mail.reset.preheader'),
        heading: t('mail.reset.heading'),
        paragraphs: [t('mail.reset.asked'), t('mail.reset.linkLimits')],
        button: { label: t('mail.reset.button'), url: link },
        footnote: t('mail.reset.notYou'),
      },
      t,
    ),
  };
}

/** Sent instead of a second account, so sign-up never reveals which e-mails are registered. */
export function accountExistsMail(
  to: string,
  signInLink: string,
  resetLink: string,
  t: Translator,
): MailMessage {
  return {
    kind: 'account-exists',
    to,
    subject: t('mail.accountExists.subject'),
    links: [signInLink, resetLink],
    ...renderMail(
      {
        preheader: t('mail.accountExists.preheader'),
        heading: t('mail.accountExists.heading'),
        paragraphs: [
          t('mail.accountExists.tried'),
          t('mail.accountExists.forgotPassword', { link: resetLink }),
        ],
        button: { label: t('mail.common.signIn'), url: signInLink },
        footnote: t('mail.accountExists.notYou'),
      },
      t,
    ),
  };
}
