/** The mail that confirms a closure and carries its undo link, in the customer's language. */
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import type { Translator } from '../i18n/translate.ts';
import { CLOSURE_UNDO_DAYS } from './closure-window.ts';

export function accountClosedMail(to: string, undoLink: string, t: Translator): MailMessage {
  const title = t('mail.accountClosed.subject');
  return {
    kind: 'account-closed',
    to,
    subject: title,
    links: [undoLink],
    ...renderMail(
      {
        heading: title,
        paragraphs: [
          t('mail.accountClosed.closed'),
          t('mail.accountClosed.erasure', { days: CLOSURE_UNDO_DAYS }),
          t('mail.accountClosed.kept'),
          t('mail.accountClosed.esimsKeepWorking'),
        ],
        button: { label: t('mail.accountClosed.undo'), url: undoLink },
      },
      t,
    ),
  };
}
