/**
 * The real mail adapter: SMTP through nodemailer. It never logs bodies or links: they carry
 * single-use tokens and QR codes (docs/decisions/0014-durable-mail-queue.md). nodemailer (about
 * 75 ms to load) is imported by the first send, so a call that sends no mail never loads it.
 */
import type { Transporter } from 'nodemailer';
import type { Mailer } from './mail.ts';

export interface SmtpSettings {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`. */
  url: string;
  /** The From header, e.g. `Roamly <no-reply@roamly.example>`. */
  from: string;
}

// One transport per process, keyed by URL so a changed SMTP_URL (tests, config) gets a fresh one.
let cached: { url: string; transporter: Transporter } | undefined;

async function transportFor(url: string): Promise<Transporter> {
  const { createTransport } = await import('nodemailer');
  if (cached?.url === url) return cached.transporter;
  cached?.transporter.close();
  // No pool: a function may be frozen between calls, so it should hold no idle socket. Short
  // timeouts (a synchronous function gets 10 s by default) make a dead server fail the send, not
  // time out the whole call; query parameters on the URL still override them.
  const transporter = createTransport({
    url,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 8_000,
  });
  cached = { url, transporter };
  return transporter;
}

/** A Mailer that sends over SMTP; the transport is created on first send, then reused. */
export function createSmtpMailer(settings: SmtpSettings): Mailer {
  return {
    name: 'smtp',
    async send(message) {
      const transport = await transportFor(settings.url);
      await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
        ...(message.messageId === undefined ? {} : { messageId: message.messageId }),
        ...(message.listUnsubscribe === undefined
          ? {}
          : {
              list: { unsubscribe: message.listUnsubscribe },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }),
        attachments: (message.attachments ?? []).map(({ filename, content, contentType, cid }) => ({
          filename,
          content,
          contentType,
          ...(cid === undefined ? {} : { cid }),
        })),
      });
    },
  };
}

/** Closes and forgets the cached transport, so a test leaves no socket or settings behind. */
export function resetMailTransportForTests(): void {
  cached?.transporter.close();
  cached = undefined;
}
