/** The mails of a staff block and unblock, in the customer's language; a reply reaches support. */
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import type { Translator } from '../i18n/translate.ts';

export function accountBlockedMail(to: string, support: string, t: Translator): MailMessage {
  const title = t('mail.accountBlocked.subject');
  return {
    kind: 'account-blocked',
    to,
    replyTo: support,
    subject: title,
    ...renderMail(
      {
        heading: title,
        paragraphs: [
          t('mail.accountBlocked.suspended'),
          t('mail.accountBlocked.esimsKeepWorking'),
          t('mail.accountBlocked.reply'),
        ],
      },
      t,
    ),
  };
}

export function accountUnblockedMail(to: string, signInLink: string, t: Translator): MailMessage {
  const title = t('mail.accountUnblocked.subject');
  return {
    kind: 'account-unblocked',
    to,
    subject: title,
    links: [signInLink],
    ...renderMail(
      {
        heading: title,
        paragraphs: [t('mail.accountUnblocked.lifted')],
        button: { label: t('mail.common.signIn'), url: signInLink },
      },
      t,
    ),
  };
}
