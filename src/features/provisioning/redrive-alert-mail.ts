/** The mail that tells an owner a re-drive step has fallen behind by more than an hour. */
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import type { Translator } from '../i18n/translate.ts';

export interface BacklogNote {
  /** The step's name as the console shows it ('stuck orders'). */
  name: string;
  backlog: number;
  more: boolean;
  /** Since when its oldest waiting item waits (ms). */
  behindSince: number;
}

export function redriveBehindMail(
  to: string,
  { name, backlog, more, behindSince }: BacklogNote,
  origin: string,
  /** The mail frame's texts: the owners read English. */
  t: Translator,
): MailMessage {
  const adminLink = `${origin}/admin`;
  const count = `${more ? 'more than ' : ''}${backlog} ${backlog === 1 && !more ? 'item' : 'items'}`;
  return {
    kind: 'redrive-behind',
    to,
    subject: `The re-drive is behind: ${name}`,
    links: [adminLink],
    ...renderMail(
      {
        preheader: `Work of the step '${name}' has waited for more than an hour.`,
        heading: 'A scheduled step is falling behind',
        paragraphs: [
          `The re-drive's step '${name}' has ${count} waiting, the oldest since ${new Date(behindSince).toUTCString()}. Each run does a bounded part of it, and the runs are not catching up.`,
          'Until they do, what the step finishes (paid payments without an order, stuck orders, late eSIMs to tell, expired quotes, half-done refunds, withdrawals without an outcome, invoices without a number, queued mail) waits longer. The admin page shows each step, its backlog and its last full pass; the function log says what each run did.',
          'This is the only mail for this backlog: you get the next one after the step has caught up and falls behind again.',
        ],
        button: { label: 'Open the admin page', url: adminLink },
        footnote: 'You receive this because you are an owner of the shop.',
      },
      t,
    ),
  };
}
