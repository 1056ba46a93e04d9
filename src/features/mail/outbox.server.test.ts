import { afterEach, describe, expect, test, vi } from 'vitest';
import { useLocalBlobs } from '../../../tests/support/use-local-blobs.ts';
import type { MailMessage } from './mail.ts';
import { listOutbox, outboxMailer } from './outbox.server.ts';

useLocalBlobs();
afterEach(() => vi.restoreAllMocks());

const verifyLink = 'https://roamly.example/verify-email?token=tok-ada-1';

const verifyAda: MailMessage = {
  kind: 'verify-email',
  to: 'ada@example.com',
  subject: 'Confirm your e-mail address',
  text: `Verify: ${verifyLink}`,
  html: `<a href="${verifyLink}">Verify</a>`,
  links: [verifyLink],
};

const orderReadyForAda: MailMessage = {
  kind: 'order-ready',
  to: 'Ada@Example.com',
  subject: 'Your eSIM is ready',
  text: 'Scan the QR code.',
  html: '<img src="cid:qr">',
  replyTo: 'support@roamly.example',
  attachments: [
    {
      filename: 'esim-qr.png',
      content: Buffer.from('not really a png'),
      contentType: 'image/png',
      cid: 'qr',
    },
  ],
};

const contactForBob: MailMessage = {
  kind: 'contact',
  to: 'bob@example.com',
  subject: 'Hello',
  text: 'Hi',
  html: '<p>Hi</p>',
};

describe('the outbox mailer', () => {
  test('prints one line per mail with its kind, recipient, subject and links', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await outboxMailer.send(verifyAda);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      `[mail:outbox] verify-email to ada@example.com: "Confirm your e-mail address" ${verifyLink}`,
    );
  });

  test('lists the mails to one address, case-insensitively, newest first', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await outboxMailer.send(contactForBob);
    await outboxMailer.send(orderReadyForAda);

    const forAda = await listOutbox({ to: 'ADA@example.com' });
    expect(forAda.map((mail) => mail.kind)).toEqual(['order-ready', 'verify-email']);
    expect(forAda[1]).toMatchObject({
      subject: verifyAda.subject,
      links: [verifyLink],
      text: verifyAda.text,
      html: verifyAda.html,
    });
    expect(forAda[0]!.sentAt > forAda[1]!.sentAt).toBe(true);
    expect(forAda[0]!.id).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z-[0-9a-f]{8}$/);
    expect(forAda[0]!.id.startsWith(forAda[0]!.sentAt)).toBe(true);
  });

  test('filters by kind', async () => {
    const contacts = await listOutbox({ kind: 'contact' });
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ to: 'bob@example.com', links: [] });
    expect(await listOutbox({ to: 'ada@example.com', kind: 'password-reset' })).toEqual([]);
    expect(await listOutbox()).toHaveLength(3);
  });

  test('keeps attachments as metadata only, never their contents', async () => {
    const [orderReady] = await listOutbox({ kind: 'order-ready' });
    expect(orderReady).toMatchObject({ replyTo: 'support@roamly.example' });
    expect(orderReady!.attachments).toEqual([
      { filename: 'esim-qr.png', contentType: 'image/png', cid: 'qr', size: 16 },
    ]);
    expect(JSON.stringify(orderReady)).not.toContain(
      Buffer.from('not really a png').toString('base64'),
    );
    expect(JSON.stringify(orderReady)).not.toContain('not really a png');
  });
});
