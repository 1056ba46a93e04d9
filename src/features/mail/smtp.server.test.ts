import type { AddressObject } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { getMailer } from './mailer.server.ts';
import { resetMailTransportForTests } from './smtp.server.ts';
import { saveEnv } from '../../../tests/support/env.ts';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink.ts';

// A 1×1 transparent PNG, small enough to inline, real enough for a mail client.
const qrPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let sink: SmtpSink;
let restoreEnv: () => void;

beforeAll(async () => {
  restoreEnv = saveEnv('SMTP_URL', 'MAIL_FROM');
  sink = await startSmtpSink();
});

afterAll(async () => {
  resetMailTransportForTests();
  restoreEnv();
  await sink.stop();
});

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address));

describe('the mailer chosen from the environment', () => {
  test('sends text, HTML, reply-to and an inline image over SMTP when SMTP_URL is set', async () => {
    process.env.SMTP_URL = sink.url;
    process.env.MAIL_FROM = 'Roamly Test <hello@roamly.example>';

    const mailer = getMailer();
    expect(mailer.name).toBe('smtp');
    const logs = [vi.spyOn(console, 'log'), vi.spyOn(console, 'info'), vi.spyOn(console, 'error')];
    await mailer.send({
      kind: 'order-ready',
      to: 'ada@example.com',
      subject: 'Your eSIM is ready',
      text: 'Scan the QR code to install your eSIM.',
      html: '<p>Scan the QR code to install your eSIM.</p><img src="cid:esim-qr" alt="QR code">',
      replyTo: 'support@roamly.example',
      attachments: [
        { filename: 'esim-qr.png', content: qrPng, contentType: 'image/png', cid: 'esim-qr' },
      ],
      links: ['https://roamly.example/orders'],
    });

    // The real adapter never logs: links carry single-use tokens
    // (docs/decisions/0014-durable-mail-queue.md).
    for (const log of logs) expect(log).not.toHaveBeenCalled();
    vi.restoreAllMocks();

    // The sink parses with keepCidLinks: otherwise the image is inlined as a data: URL, hiding the
    // cid link.
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.subject).toBe('Your eSIM is ready');
    expect(mail.from?.value[0]).toMatchObject({
      name: 'Roamly Test',
      address: 'hello@roamly.example',
    });
    expect(addresses(mail.to)).toEqual(['ada@example.com']);
    expect(addresses(mail.replyTo)).toEqual(['support@roamly.example']);
    expect(mail.text?.trim()).toBe('Scan the QR code to install your eSIM.');
    expect(mail.html).toContain('<img src="cid:esim-qr" alt="QR code">');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: 'esim-qr.png',
      contentType: 'image/png',
      cid: 'esim-qr',
    });
    expect(mail.attachments[0]!.content.equals(qrPng)).toBe(true);
  });

  test('a mail with an unsubscribe address carries the one-click List-Unsubscribe headers', async () => {
    process.env.SMTP_URL = sink.url;
    process.env.MAIL_FROM = 'Roamly Test <hello@roamly.example>';
    const url = 'https://roamly.example/api/reminders/unsubscribe?token=abc.def';
    await getMailer().send({
      kind: 'install-reminder',
      to: 'ada@example.com',
      subject: 'Your eSIM is not installed yet',
      text: 'Install it now.',
      html: '<p>Install it now.</p>',
      listUnsubscribe: url,
    });
    // Headers unfolded: a long one continues on the next line.
    const raw = sink.raw
      .at(-1)!
      .toString()
      .replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toContain(`List-Unsubscribe: <${url}>`);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  test('falls back to the local outbox when SMTP_URL is unset or empty', () => {
    delete process.env.SMTP_URL;
    expect(getMailer().name).toBe('outbox');
    process.env.SMTP_URL = '  ';
    expect(getMailer().name).toBe('outbox');
  });

  test('refuses an SMTP_URL that is not smtp(s) without repeating its password', () => {
    process.env.SMTP_URL = 'https://user:s3cret-pass@mail.example:587';
    expect(() => getMailer()).toThrow(/SMTP_URL/);
    expect(() => getMailer()).not.toThrow(/s3cret-pass/);
  });
});
