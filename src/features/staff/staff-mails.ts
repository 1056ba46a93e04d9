/** The mail that invites a colleague to the console. */
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import type { StaffRole } from './staff.ts';
import type { Translator } from '../i18n/translate.ts';

const ROLE_DUTIES: Record<StaffRole, string> = {
  owner: 'everything: orders, customers, messages, sales, the plan catalogue and the staff list',
  support: 'orders, customers and their messages',
};

export function staffInvitationMail(
  to: string,
  link: string,
  invitedBy: string,
  role: StaffRole,
  /** The mail frame's texts: staff read English. */
  t: Translator,
): MailMessage {
  return {
    kind: 'staff-invitation',
    to,
    subject: 'You are invited to the Roamly console',
    links: [link],
    ...renderMail(
      {
        preheader: `${invitedBy} invited you to help run the Roamly shop.`,
        heading: 'Join the Roamly console',
        paragraphs: [
          `${invitedBy} invited you to the Roamly console as ${role === 'owner' ? 'an owner' : 'support'}: you will see ${ROLE_DUTIES[role]}.`,
          'Choose your password with the link below (it works once and expires in 7 days). At your first sign-in you will add the account to an authenticator app on your phone; every sign-in then asks for its 6-digit code.',
        ],
        button: { label: 'Choose my password', url: link },
        footnote:
          'Not expecting this? Ignore this e-mail: without the password you choose, nobody can use the invitation.',
      },
      t,
    ),
  };
}
