/**
 * The mail port (docs/decisions/0009-ports-with-local-stand-ins.md). Domain code builds a
 * MailMessage and hands it to a Mailer; only mailer.server.ts knows whether it goes out over SMTP
 * or into the local outbox.
 */
import type { Locale } from '../i18n/locales.ts';

interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Content-ID, so the HTML part can show the attachment inline with `<img src="cid:…">`. */
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * Links a developer may need to click locally (verification, reset); logged only by the outbox
   * adapter.
   */
  links?: string[];
  /**
   * What the mail is, for logs and tests: 'verify-email', 'password-reset', 'account-exists',
   * 'order-ready', 'contact', …
   */
  kind: string;
  /**
   * The language it is written in: a customer's mail is in the language their account stores, a
   * mail to staff in English. Kept on the queued mail and in the local outbox.
   */
  locale?: Locale;
  /**
   * The Message-ID header, `<id@domain>`. The mail queue sets one derived from the queue key, so
   * a message resent after an unknown outcome is shown once by mail clients.
   */
  messageId?: string;
  /**
   * Where one click unsubscribes from this kind of mail (an https URL taking a POST): sent as the
   * List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058). The install reminders have one.
   */
  listUnsubscribe?: string;
}

export interface Mailer {
  readonly name: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
