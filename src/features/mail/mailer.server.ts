/**
 * The one place that chooses the mail adapter: SMTP when SMTP_URL is set, else the local outbox,
 * except in production, where the outbox would log tokens and QR links, so a missing SMTP_URL is an
 * error (docs/decisions/0014-durable-mail-queue.md).
 */
import { deployContext, mailFrom, smtpUrl } from '../../lib/env.ts';
import type { Mailer } from './mail.ts';
import { outboxMailer } from './outbox.server.ts';
import { createSmtpMailer } from './smtp.server.ts';

/** The mailer for this environment, read from SMTP_URL and MAIL_FROM at each call. */
export function getMailer(): Mailer {
  const url = smtpUrl();
  if (url === undefined) {
    if (deployContext() === 'production') {
      throw new Error(
        'Missing environment variable SMTP_URL: production never falls back to the outbox, which logs mail links',
      );
    }
    return outboxMailer;
  }
  // nodemailer loads at the first send (smtp.server.ts), so choosing SMTP costs nothing at start.
  return createSmtpMailer({ url, from: mailFrom() });
}
