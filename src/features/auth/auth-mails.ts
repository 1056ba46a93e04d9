/** The account e-mails: verification, password reset, and the notice to an existing owner. */
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';

export function verificationMail(to: string, link: string): MailMessage {
  return {
    kind: 'verify-email',
    to,
    subject: 'Confirm your e-mail address',
    links: [link],
    ...renderMail({
      preheader: 'One click to confirm your Roamly account.',
      heading: 'Confirm your e-mail address',
      paragraphs: [
        'Welcome to Roamly. Please confirm that this is your e-mail address, so your eSIM QR codes and receipts reach you.',
        'The link works once and expires in 24 hours.',
      ],
      button: { label: 'Confirm my e-mail', url: link },
      // Confirming is what gives an account its rights (admin addresses included), so a stranger
      // who typed this address must not get that click from its owner.
      footnote:
        'Did not create a Roamly account? Then do not open the link: someone typed your address. Ignore this e-mail and that account stays unconfirmed.',
    }),
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    kind: 'password-reset',
    to,
    subject: 'Reset your Roamly password',
    links: [link],
    ...renderMail({
      preheader: 'Choose a new password for your Roamly account.',
      heading: 'Reset your password',
      paragraphs: [
        'Someone, probably you, asked to reset the password of your Roamly account.',
        'The link works once and expires in 1 hour.',
      ],
      button: { label: 'Choose a new password', url: link },
      footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    }),
  };
}

/** Sent instead of a second account, so sign-up never reveals which e-mails are registered. */
export function accountExistsMail(to: string, signInLink: string, resetLink: string): MailMessage {
  return {
    kind: 'account-exists',
    to,
    subject: 'You already have a Roamly account',
    links: [signInLink, resetLink],
    ...renderMail({
      preheader: 'Someone tried to sign up with your e-mail address.',
      heading: 'You already have an account',
      paragraphs: [
        'Someone, probably you, tried to create a Roamly account with this e-mail address. It already has one, so nothing was changed.',
        `Forgot your password? Choose a new one here: ${resetLink}`,
      ],
      button: { label: 'Sign in', url: signInLink },
      footnote: 'If this was not you, you can ignore this e-mail.',
    }),
  };
}
