/**
 * The contact mails a customer gets, in their language: the acknowledgement of a message, and a
 * staff member's reply to it. (The message itself goes to support in English: contact.server.ts.)
 */
import { intlLocale } from '../i18n/intl.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import type { ContactRecord } from './contact-messages.server.ts';
import { CONTACT_SUBJECT_TEXTS, type ContactSubject } from './contact-options.ts';

/** How much of the customer's own message the reply quotes. */
const QUOTED_CHARACTERS = 300;

/**
 * Anyone can type any address into the form, so this mail carries nothing of theirs (no name,
 * subject or text): it must not let a stranger send their words from our address to someone else.
 */
export function contactAcknowledgementMail(to: string, t: Translator): MailMessage {
  return {
    kind: 'contact-acknowledgement',
    to,
    subject: t('mail.contactAck.subject'),
    ...renderMail(
      {
        heading: t('mail.contactAck.heading'),
        paragraphs: [t('mail.contactAck.received'), t('mail.contactAck.installationGuide')],
        footnote: t('mail.contactAck.footnote'),
      },
      t,
    ),
  };
}

/** A staff member's reply (`text`, its paragraphs split at blank lines) to a contact message. */
export function contactReplyMail(record: ContactRecord, text: string, t: Translator): MailMessage {
  const message = record.message;
  const quoted = `${message.slice(0, QUOTED_CHARACTERS)}${message.length > QUOTED_CHARACTERS ? '…' : ''}`;
  return {
    kind: 'contact-reply',
    to: record.email,
    subject: t('mail.contactReply.subject', { subject: subjectText(record.subject, t) }),
    ...renderMail(
      {
        heading: t('mail.contactReply.greeting', { name: record.name }),
        paragraphs: [...text.split(/\n{2,}/), t('mail.contactReply.replyAgain')],
        footnote: t('mail.contactReply.youWrote', {
          date: receivedDay(record.receivedAt, t.locale),
          message: quoted,
        }),
      },
      t,
    ),
  };
}

/** The subject as the form offered it; one no longer offered, as stored. */
function subjectText(subject: string, t: Translator): string {
  return Object.hasOwn(CONTACT_SUBJECT_TEXTS, subject)
    ? t(CONTACT_SUBJECT_TEXTS[subject as ContactSubject])
    : subject;
}

/** '2030-05-01' in English, as these replies always wrote it; the language's own date otherwise. */
function receivedDay(receivedAt: string, locale: Locale): string {
  if (locale === 'en') return receivedAt.slice(0, 10);
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(receivedAt),
  );
}
