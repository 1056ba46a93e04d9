import { afterAll, describe, expect, test, vi } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import { openStore } from '../../src/lib/blobs.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { sendQueuedMail } from '../../src/features/mail/mail-queue.server.ts';
import { call } from '../support/call.ts';
import { functionContext } from '../support/netlify-context.ts';
import { recordAttack } from '../support/attack-log.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs();
afterAll(() => {
  delete process.env.SMTP_URL;
});

const message = (email: string) => ({
  name: 'Ana Traveller',
  email,
  subject: 'activation',
  message: 'My eSIM shows No Service in Lisbon.',
  website: '',
  startedAt: Date.now() - 20_000,
});
const send = (body: unknown, ip = '198.51.100.1') =>
  contact(
    new Request('http://localhost:8888/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:8888' },
      body: JSON.stringify(body),
    }),
    functionContext({}, ip),
  );
const stored = async () => (await openStore('contact').list({ prefix: 'message/' })).blobs.length;

describe('POST /api/contact', () => {
  test('stores the message, mails support with the customer as reply-to, and acknowledges', async () => {
    const response = await send(message('ana@example.com'));
    expect(response.status).toBe(200);
    const [toSupport] = await listOutbox({ kind: 'contact' });
    expect(toSupport).toMatchObject({
      to: 'support@roamly.example',
      replyTo: 'ana@example.com',
      subject: '[Activation Issues] Ana Traveller',
    });
    const [ack] = await listOutbox({ to: 'ana@example.com', kind: 'contact-acknowledgement' });
    expect(ack?.text).toContain('within 24 hours');
    expect(await stored()).toBe(1);
  });

  test('answers 400 with a message for each bad field, and stores nothing', async () => {
    const response = await send({ ...message('not-an-email'), name: ' ', subject: 'weather' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toMatchObject({
      name: 'Name is required',
      email: 'Invalid email address',
      subject: 'Please select a subject',
    });
    expect(await stored()).toBe(1);
  });

  test('a filled honeypot or an instant submit is answered like a success and kept nowhere', async () => {
    expect(
      (await send({ ...message('bot@example.com'), website: 'http://spam.example' })).status,
    ).toBe(200);
    expect(
      (await send({ ...message('fast@example.com'), startedAt: Date.now() - 500 })).status,
    ).toBe(200);
    expect(await stored()).toBe(1);
    expect(await listOutbox({ to: 'bot@example.com' })).toEqual([]);
  });

  test('a failing mail server never loses the stored message', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await send(message('mailfail@example.com'), '198.51.100.2');
      expect(response.status).toBe(200);
      expect(await stored()).toBe(2);
    } finally {
      delete process.env.SMTP_URL;
    }
    // Both mails stayed queued: the re-drive sends them once the mail server is back.
    expect(await listOutbox({ to: 'mailfail@example.com' })).toEqual([]);
    expect(await sendQueuedMail({ now: Date.now() + 2 * 60_000 })).toEqual({ sent: 2, failed: 0 });
    expect(
      await listOutbox({ to: 'mailfail@example.com', kind: 'contact-acknowledgement' }),
    ).toHaveLength(1);
    expect(
      (await listOutbox({ kind: 'contact' })).filter(
        (mail) => mail.replyTo === 'mailfail@example.com',
      ),
    ).toHaveLength(1);
  });

  test("the contact acknowledgement does not echo the sender's text", async () => {
    const victim = 'victim@example.com';
    const lure = {
      ...message(victim),
      name: 'Your bank: verify at https://evil.example/login',
      subject: 'refund',
      message:
        'URGENT: your account is locked. Sign in at https://evil.example/reset?id=1 <a href="https://evil.example">here</a>',
    };
    expect((await send(lure, '198.51.100.66')).status).toBe(200);
    const [ack] = await listOutbox({ to: victim, kind: 'contact-acknowledgement' });
    expect(ack).toBeDefined();
    const sent = `${ack!.subject}\n${ack!.text}\n${ack!.html}`;
    for (const theirs of [
      lure.name,
      lure.message,
      'evil.example',
      'Your bank',
      'URGENT',
      'Refund Request',
    ])
      expect(sent).not.toContain(theirs);
    expect(ack!.text).toContain('within 24 hours');
    expect(ack!.links).toEqual([]);
    // Support still gets the whole message, with the customer as reply-to.
    const [toSupport] = await listOutbox({ kind: 'contact' });
    expect(toSupport).toMatchObject({ replyTo: victim });
    expect(toSupport!.text).toContain(lure.message);
    recordAttack({
      item: 10,
      attack: "contact form used to relay a stranger's text (URL, phishing) to any address",
      tries: 1,
      outcome: 'no effect',
    });
  });

  test('more than 5 messages from one address in ten minutes get 429 with a message', async () => {
    for (let i = 0; i < 5; i++)
      expect((await send(message(`many${i}@example.com`), '203.0.113.9')).status).toBe(200);
    const throttled = await send(message('many5@example.com'), '203.0.113.9');
    expect(throttled.status).toBe(429);
    expect((await throttled.json()).message).toMatch(/wait a few minutes/);
    expect((await send(message('other@example.com'), '203.0.113.10')).status).toBe(200);
  });

  test('oversized and malformed bodies are refused with a JSON message', async () => {
    expect(
      (await send({ ...message('big@example.com'), message: 'x'.repeat(40_000) })).status,
    ).toBe(413);
    const bad = await contact(
      new Request('http://localhost:8888/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{',
      }),
      functionContext(),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBeTruthy();
  });
});

describe('GET /api/admin/messages', () => {
  test('shows the latest messages newest first to staff, 403 to a customer, 401 signed out', async () => {
    process.env.ADMIN_EMAILS = 'boss@roamly.example';
    try {
      const { signedInCustomer } = await import('../support/accounts.ts');
      const { default: messages } = await import('../../netlify/functions/admin-messages.mts');
      const admin = await signedInCustomer('boss@roamly.example');
      const customer = await signedInCustomer('someone@example.com');
      await send({ ...message('latest@example.com'), message: 'The newest one' }, '192.0.2.44');

      const inbox = (await (
        await call(messages, '/api/admin/messages', { cookie: admin.cookie })
      ).json()) as { messages: { email: string; subjectLabel: string; status: string }[] };
      expect(inbox.messages[0]).toMatchObject({
        email: 'latest@example.com',
        subjectLabel: 'Activation Issues',
        status: 'open',
      });
      expect(
        (await call(messages, '/api/admin/messages', { cookie: customer.cookie })).status,
      ).toBe(403);
      expect((await call(messages, '/api/admin/messages')).status).toBe(401);
    } finally {
      delete process.env.ADMIN_EMAILS;
    }
  });
});
