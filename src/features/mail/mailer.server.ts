/**
 * The one place that chooses the mail adapter (STYLE.md rule 4): SMTP when SMTP_URL is set,
 * otherwise the local outbox, except in production, where the outbox would put tokens and QR
 * links in the logs (DESIGN.md §7): there a missing SMTP_URL is an error. Everything else
 * calls queueMail (or sendMail) and never knows which one ran.
 */
import { deployContext, optionalEnv } from '../../lib/env.ts';
import type { Mailer, MailMessage } from './mail.ts';
import { outboxMailer } from './outbox.server.ts';
import { createSmtpMailer } from './smtp.server.ts';

const DEFAULT_FROM = 'Roamly <no-reply@roamly.example>';

/** Checks SMTP_URL's shape without echoing it: the URL usually carries the SMTP password. */
function parseSmtpUrl(value: string): string {
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new Error('SMTP_URL is not a valid URL (expected smtp://user:pass@host:587 or smtps://…)');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  return value;
}

/** The mailer for this environment, read from SMTP_URL and MAIL_FROM at each call. */
export function getMailer(): Mailer {
  const smtpUrl = optionalEnv('SMTP_URL');
  if (smtpUrl === undefined) {
    if (deployContext() === 'production') {
      throw new Error('Missing environment variable SMTP_URL: production never falls back to the outbox, which logs mail links');
    }
    return outboxMailer;
  }
  return createSmtpMailer({ url: parseSmtpUrl(smtpUrl), from: optionalEnv('MAIL_FROM') ?? DEFAULT_FROM });
}

/** Sends one mail through the mailer chosen for this environment. */
export function sendMail(message: MailMessage): Promise<void> {
  return getMailer().send(message);
}
