/**
 * The one place that chooses the mail adapter (STYLE.md rule 4): SMTP when SMTP_URL is set,
 * otherwise the local outbox, except in production, where the outbox would put tokens and QR
 * links in the logs (DESIGN.md §7): there a missing SMTP_URL is an error. Everything else
 * calls queueMail and never knows which one ran.
 */
import { deployContext, mailFrom, smtpUrl } from '../../lib/env.ts';
import type { Mailer } from './mail.ts';
import { outboxMailer } from './outbox.server.ts';
import type { SmtpSettings } from './smtp.server.ts';

/** The mailer for this environment, read from SMTP_URL and MAIL_FROM at each call. */
export function getMailer(): Mailer {
  const url = smtpUrl();
  if (url === undefined) {
    if (deployContext() === 'production') {
      throw new Error('Missing environment variable SMTP_URL: production never falls back to the outbox, which logs mail links');
    }
    return outboxMailer;
  }
  return lazySmtpMailer({ url, from: mailFrom() });
}

// nodemailer costs about 100 ms to load: only a call that sends mail pays it, at its first send.
function lazySmtpMailer(settings: SmtpSettings): Mailer {
  return {
    name: 'smtp',
    async send(message) {
      const { createSmtpMailer } = await import('./smtp.server.ts');
      await createSmtpMailer(settings).send(message);
    },
  };
}
