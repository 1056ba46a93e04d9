/** The mails of a staff block and unblock; a reply reaches support. */
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';

export function accountBlockedMail(to: string, support: string): MailMessage {
  return {
    kind: 'account-blocked',
    to,
    replyTo: support,
    subject: 'Your Roamly account was suspended',
    ...renderMail({
      heading: 'Your Roamly account was suspended',
      paragraphs: [
        'Our support team has suspended your Roamly account: you are signed out everywhere, and you cannot sign in for now.',
        'eSIMs you already installed keep working until their plans end.',
        'If you think this is a mistake, reply to this e-mail and tell us. A person reads every reply.',
      ],
    }),
  };
}

export function accountUnblockedMail(to: string, signInLink: string): MailMessage {
  return {
    kind: 'account-unblocked',
    to,
    subject: 'Your Roamly account is active again',
    links: [signInLink],
    ...renderMail({
      heading: 'Your Roamly account is active again',
      paragraphs: ['We have lifted the suspension: you can sign in again with your password.'],
      button: { label: 'Sign in', url: signInLink },
    }),
  };
}
