/**
 * The durable mail queue against real local Blobs and a real SMTP sink: no message is lost (SMTP
 * down, a crash mid-send) and none sent twice (a lost 'sent' write, a repeat key, two senders).
 * Races are forced at exact points, since local Blobs checks onlyIfNew non-atomically.
 */
import { getStore } from '@netlify/blobs';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  test,
  vi,
  type MockInstance,
} from 'vitest';
import type { Mailer, MailMessage } from '../../src/features/mail/mail.ts';
import {
  messageIdFor,
  queueMail,
  sendQueuedMail,
} from '../../src/features/mail/mail-queue.server.ts';
import { MAX_ATTEMPTS, STALE_CLAIM_MS } from '../../src/features/mail/mail-queue-policy.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { resetMailTransportForTests } from '../../src/features/mail/smtp.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { recordAttack } from '../support/attack-log.ts';
import { setEnv } from '../support/env.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const MINUTE = 60_000;
const qrPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let sink: SmtpSink;
let errors: MockInstance<typeof console.error>;

useLocalBlobs();
beforeAll(async () => {
  sink = await startSmtpSink();
});
beforeEach(async () => {
  // Every test starts with an empty queue, so a re-drive sends only what that test queued.
  const store = openStore('mail');
  for (const { key } of (await store.list()).blobs) await store.delete(key);
  vi.spyOn(console, 'log').mockImplementation(() => {});
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.SMTP_URL;
  resetMailTransportForTests();
});
afterAll(() => sink.stop());

let serial = 0;
const uniqueKey = (kind: string) => `${kind}/${Date.now().toString(36)}${(serial += 1)}`;

function deliveryMail(to = 'ada@example.com'): MailMessage {
  return {
    kind: 'order-ready',
    to,
    subject: 'Your eSIM is ready',
    text: 'Scan the QR code: https://roamly.example/orders?token=secret-ready-token',
    html: '<img src="cid:esim-qr" alt="QR code">',
    attachments: [
      { filename: 'esim-qr.png', content: qrPng, contentType: 'image/png', cid: 'esim-qr' },
    ],
    links: ['https://roamly.example/orders?token=secret-ready-token'],
  };
}

/** A mailer that records what it was given; `before` runs first (a race injected at the send). */
function countingMailer(before?: () => Promise<unknown>): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    name: 'smtp',
    sent,
    async send(message) {
      await before?.();
      sent.push(message);
    },
  };
}

const downMailer = (): Mailer & { tries: number } => {
  const mailer = {
    name: 'smtp' as const,
    tries: 0,
    async send() {
      mailer.tries += 1;
      throw new Error('connect ECONNREFUSED 127.0.0.1:587');
    },
  };
  return mailer;
};

type SetJSON = (key: string, value: unknown, options?: { onlyIfNew?: boolean }) => Promise<unknown>;
type Rule = (
  key: string,
  value: unknown,
  options: { onlyIfNew?: boolean } | undefined,
  write: () => Promise<unknown>,
) => Promise<unknown> | undefined;

/** Wraps the mail store's writes: a rule may fail a write, or run other work before or after it. */
function interceptMailWrites(rule: Rule): { restore(): void } {
  const prototype = Object.getPrototypeOf(getStore({ name: 'dev-mail' })) as { setJSON: SetJSON };
  const original = prototype.setJSON;
  const spy = vi.spyOn(prototype, 'setJSON').mockImplementation(function (
    this: { name: string },
    key,
    value,
    options,
  ) {
    const write = () => original.call(this, key, value, options);
    return (this.name.endsWith('-mail') ? rule(key, value, options, write) : undefined) ?? write();
  });
  return { restore: () => spy.mockRestore() };
}

const injectedFault = (key: string) =>
  Promise.reject(new Error(`Blobs write of ${key} failed (injected fault)`));
const pendingKeys = async () =>
  (await openStore('mail').list({ prefix: 'pending/' })).blobs.map((blob) => blob.key);
const wireCopiesOf = (key: string) =>
  sink.received.filter((mail) => mail.messageId === messageIdFor(key));

describe('no message is sent twice', () => {
  test('a delivery mail whose sent mark fails to save is sent once', async () => {
    const key = uniqueKey('order-ready');
    let failedWrites = 0;
    const fault = interceptMailWrites((blobKey) =>
      blobKey === `sent/${key}` ? ((failedWrites += 1), injectedFault(blobKey)) : undefined,
    );
    const mailer = countingMailer();

    expect(await queueMail(key, deliveryMail(), { mailer })).toBe('queued');
    fault.restore();
    expect(failedWrites).toBe(3); // the sent mark was retried, and every try failed
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.attachments![0]!.content.equals(qrPng)).toBe(true);

    const redrives = [MINUTE, 11 * MINUTE, 24 * 60 * MINUTE];
    for (const later of redrives)
      expect(await sendQueuedMail({ mailer, now: Date.now() + later })).toEqual({
        sent: 0,
        failed: 0,
      });
    expect(mailer.sent).toHaveLength(1);
    expect(await pendingKeys()).toEqual([]);
    // Once sent, the queue keeps who got which mail, not its single-use link or QR code.
    const kept = JSON.stringify(await openStore('mail').get(`message/${key}`, { type: 'json' }));
    expect(kept).toContain('ada@example.com');
    expect(kept).not.toContain('secret-ready-token');
    expect(kept).not.toContain(qrPng.toString('base64'));
    recordAttack({
      item: 9,
      attack: "delivery mail whose 'sent' mark fails to save, then re-driven",
      tries: redrives.length,
      outcome: 'no effect',
    });
  });

  test('a sent mark that fails once is saved by its retry', async () => {
    const key = uniqueKey('order-ready');
    let failed = false;
    const fault = interceptMailWrites((blobKey) =>
      blobKey === `sent/${key}` && !failed ? ((failed = true), injectedFault(blobKey)) : undefined,
    );
    await queueMail(key, deliveryMail(), { mailer: countingMailer() });
    fault.restore();
    expect(failed).toBe(true);
    expect(await openStore('mail').get(`sent/${key}`, { type: 'json' })).toMatchObject({
      attempt: 1,
    });
  });

  test('the same key queued twice (or concurrently, forced interleaving) sends one message', async () => {
    const mailer = countingMailer();
    const again = uniqueKey('order-failed');
    expect(await queueMail(again, deliveryMail(), { mailer })).toBe('queued');
    expect(
      await queueMail(again, { ...deliveryMail(), subject: 'A different text' }, { mailer }),
    ).toBe('duplicate');
    expect(await pendingKeys()).toEqual([]); // a repeat of a sent message leaves nothing for the re-drive

    // B queues the same key between A's index write and A's message write: B wins, A is a
    // duplicate.
    const between = uniqueKey('order-failed');
    let secondCall: Promise<string> | undefined;
    const race = interceptMailWrites((blobKey, _value, _options, write) =>
      blobKey === `pending/${between}` && secondCall === undefined
        ? write().then(async (result) => {
            secondCall = queueMail(between, deliveryMail(), { mailer });
            await secondCall;
            return result;
          })
        : undefined,
    );
    const first = await queueMail(between, deliveryMail(), { mailer });
    race.restore();
    expect([first, await secondCall]).toEqual(['duplicate', 'queued']);

    // B queues the same key while A is sending it.
    const during = uniqueKey('order-failed');
    let duringSend: string | undefined;
    const sendingA = countingMailer(async () => {
      duringSend = await queueMail(during, deliveryMail(), { mailer });
    });
    expect(await queueMail(during, deliveryMail(), { mailer: sendingA })).toBe('queued');
    expect(duringSend).toBe('duplicate');

    expect(await sendQueuedMail({ mailer, now: Date.now() + 60 * MINUTE })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(mailer.sent.map((mail) => mail.subject)).toEqual([
      'Your eSIM is ready',
      'Your eSIM is ready',
    ]);
    expect(sendingA.sent).toHaveLength(1);
    recordAttack({
      item: 9,
      attack:
        'same mail queued twice: in sequence, between the index and record writes, during the send',
      tries: 3,
      outcome: 'no effect',
    });
  });

  test('two senders of one queued message at the same moment send it once', async () => {
    const key = uniqueKey('verify-email');
    await queueMail(key, deliveryMail(), { mailer: downMailer() });
    const due = Date.now() + 2 * MINUTE;

    // Sender B runs whole while A is between its claim and its send.
    const senderB = countingMailer();
    let seenByB: { sent: number; failed: number } | undefined;
    const senderA = countingMailer(async () => {
      seenByB = await sendQueuedMail({ mailer: senderB, now: due });
    });
    expect(await sendQueuedMail({ mailer: senderA, now: due })).toEqual({ sent: 1, failed: 0 });
    expect(seenByB).toEqual({ sent: 0, failed: 0 });
    expect([senderA.sent.length, senderB.sent.length]).toEqual([1, 0]);

    // Sender B runs whole between A's read of the claims and A's claim write: A's claim then loses.
    const other = uniqueKey('verify-email');
    await queueMail(other, deliveryMail(), { mailer: downMailer() });
    const [first, second] = [countingMailer(), countingMailer()];
    let bRan = false;
    const race = interceptMailWrites((blobKey, _value, options, write) => {
      if (blobKey !== `claim/${other}/2` || !options?.onlyIfNew || bRan) return undefined;
      bRan = true;
      return sendQueuedMail({ mailer: second, now: due }).then(write);
    });
    expect(await sendQueuedMail({ mailer: first, now: due })).toEqual({ sent: 0, failed: 0 });
    race.restore();
    expect([first.sent.length, second.sent.length]).toEqual([0, 1]);

    // The immediate send of queueMail and a re-drive that picks the message up between its writes.
    const fresh = uniqueKey('password-reset');
    const [queuer, redriver] = [countingMailer(), countingMailer()];
    let redriven = false;
    const race2 = interceptMailWrites((blobKey, _value, options, write) => {
      if (blobKey !== `claim/${fresh}/1` || !options?.onlyIfNew || redriven) return undefined;
      redriven = true;
      return sendQueuedMail({ mailer: redriver, now: Date.now() }).then(write);
    });
    expect(await queueMail(fresh, deliveryMail(), { mailer: queuer })).toBe('queued');
    race2.restore();
    expect([queuer.sent.length, redriver.sent.length]).toEqual([0, 1]);
    recordAttack({
      item: 9,
      attack: 'two senders of one queued mail at once (three forced interleavings)',
      tries: 3,
      outcome: 'no effect',
    });
  });

  test('SMTP is never used twice for a message whose outcome is unknown until its claim is stale', async () => {
    process.env.SMTP_URL = sink.url;
    const key = uniqueKey('order-ready');
    // SMTP accepts the mail, then neither record of it can be saved: its outcome is unknown.
    const lost = interceptMailWrites((blobKey, _value, options) =>
      blobKey === `sent/${key}` || (blobKey === `claim/${key}/1` && !options?.onlyIfNew)
        ? injectedFault(blobKey)
        : undefined,
    );
    expect(await queueMail(key, deliveryMail())).toBe('queued');
    lost.restore();
    expect(wireCopiesOf(key)).toHaveLength(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('could not be marked sent'));

    const early = [MINUTE, 5 * MINUTE, STALE_CLAIM_MS - MINUTE];
    for (const later of early)
      expect(await sendQueuedMail({ now: Date.now() + later })).toEqual({ sent: 0, failed: 0 });
    expect(wireCopiesOf(key)).toHaveLength(1);

    expect(await sendQueuedMail({ now: Date.now() + STALE_CLAIM_MS + MINUTE })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await sendQueuedMail({ now: Date.now() + 24 * 60 * MINUTE })).toEqual({
      sent: 0,
      failed: 0,
    });
    // The one resend carries the same Message-ID, so a mail client shows one message.
    const copies = wireCopiesOf(key);
    expect(copies).toHaveLength(2);
    expect(copies.map((mail) => mail.messageId)).toEqual([messageIdFor(key), messageIdFor(key)]);
    expect(messageIdFor(key)).toMatch(/^<[0-9a-f]{64}@roamly\.mail>$/);
    recordAttack({
      item: 9,
      attack: 'mail whose send outcome is unknown, re-driven before its claim is stale',
      tries: early.length,
      outcome: 'no effect',
    });
  });

  test('a send still running (a crash mid-send) blocks every other sender until its claim is stale', async () => {
    const key = uniqueKey('order-ready');
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    const hanging: Mailer = { name: 'smtp', send: () => (started(), new Promise<void>(() => {})) };
    void queueMail(key, deliveryMail(), { mailer: hanging });
    await sending;
    const mailer = countingMailer();
    expect(await sendQueuedMail({ mailer, now: Date.now() + STALE_CLAIM_MS - MINUTE })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await sendQueuedMail({ mailer, now: Date.now() + STALE_CLAIM_MS + MINUTE })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(mailer.sent[0]!.messageId).toBe(messageIdFor(key));
  });
});

describe('no message is lost', () => {
  test('a mail queued while SMTP is down is sent by the re-drive, once', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1'; // nothing listens there: the connection is refused
    const key = uniqueKey('order-failed');
    expect(await queueMail(key, deliveryMail('grace@example.com'))).toBe('queued');
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^Mail ${key} attempt 1 failed, it stays queued`)),
    );
    expect(await pendingKeys()).toEqual([`pending/${key}`]);

    process.env.SMTP_URL = sink.url;
    expect(await sendQueuedMail({ now: Date.now() + 30_000 })).toEqual({ sent: 0, failed: 0 }); // still backing off
    expect(await sendQueuedMail({ now: Date.now() + 2 * MINUTE })).toEqual({ sent: 1, failed: 0 });
    expect(await sendQueuedMail({ now: Date.now() + 60 * MINUTE })).toEqual({ sent: 0, failed: 0 });

    const [wire] = wireCopiesOf(key);
    expect(wireCopiesOf(key)).toHaveLength(1);
    expect(wire!.to).toMatchObject({ value: [{ address: 'grace@example.com' }] });
    expect(wire!.attachments[0]!.content.equals(qrPng)).toBe(true);
    expect(await pendingKeys()).toEqual([]);
    recordAttack({
      item: 9,
      attack: 'mail queued while SMTP is down (connection refused), then re-driven',
      tries: 3,
      outcome: 'no effect',
    });
  });

  test('a mail that keeps failing is retried with backoff, then reported to support without its body', async () => {
    const key = uniqueKey('order-ready');
    const down = downMailer();
    await queueMail(key, deliveryMail(), { mailer: down });
    for (let hour = 1; hour <= 48; hour++)
      await sendQueuedMail({ mailer: down, now: Date.now() + hour * 60 * MINUTE });
    expect(down.tries).toBe(MAX_ATTEMPTS);
    const report = errors.mock.calls
      .map((args) => String(args[0]))
      .find((line) => line.includes(`no longer retried`));
    expect(report).toContain(key);
    expect(report).not.toContain('secret-ready-token');
    expect(JSON.stringify(errors.mock.calls)).not.toContain('secret-ready-token');
    expect(await pendingKeys()).toEqual([]);
    expect(await openStore('mail').get(`message/${key}`, { type: 'json' })).not.toBeNull();
  });

  test('in production without SMTP_URL a queued mail is kept for the re-drive, never written to the outbox', async () => {
    const restoreContext = setEnv({ CONTEXT: 'production' });
    const logs = vi.spyOn(console, 'log');
    try {
      const key = uniqueKey('password-reset');
      expect(await queueMail(key, deliveryMail('prod@example.com'))).toBe('queued');
      expect(await listOutbox({ to: 'prod@example.com' })).toEqual([]);
      expect(JSON.stringify(logs.mock.calls)).not.toContain('secret-ready-token');
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('SMTP_URL'));
      await expect(sendQueuedMail()).rejects.toThrow(/SMTP_URL/);
      expect(await openStore('mail').list({ prefix: 'pending/' })).toMatchObject({
        blobs: [{ key: `pending/${key}` }],
      });
      recordAttack({
        item: 10,
        attack: 'production without SMTP_URL: a token mail sent to the outbox log',
        tries: 2,
        outcome: 'refused',
      });
    } finally {
      restoreContext();
    }
  });
});

describe('queue records', () => {
  test('a key that is not <kind>/<id> is refused before anything is written', async () => {
    for (const key of [
      '',
      'order-ready',
      'order-ready/',
      '../etc/passwd',
      'order-ready/a/b',
      'Order/x',
      'order-ready/a b',
      `x/${'a'.repeat(201)}`,
    ]) {
      await expect(queueMail(key, deliveryMail(), { mailer: countingMailer() })).rejects.toThrow(
        /mail queue key/,
      );
    }
    expect((await openStore('mail').list()).blobs).toEqual([]);
  });

  test('a key with every allowed character is listed and re-driven', async () => {
    const key = 'contact-ack/2026-11-22T17:23:42.123Z_a+b@c-D';
    const mailer = countingMailer();
    await queueMail(key, deliveryMail(), { mailer: downMailer() });
    expect(await pendingKeys()).toEqual([`pending/${key}`]);
    expect(await sendQueuedMail({ mailer, now: Date.now() + 2 * MINUTE })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(mailer.sent[0]!.messageId).toBe(messageIdFor(key));
  });

  test('a damaged record is reported and sent to nobody', async () => {
    const store = openStore('mail');
    await store.setJSON('pending/order-ready/damaged', { queuedAt: Date.now() });
    await store.setJSON('message/order-ready/damaged', {
      key: 'order-ready/damaged',
      queuedAt: 1,
      message: { to: 42 },
    });
    const mailer = countingMailer();
    expect(await sendQueuedMail({ mailer })).toEqual({ sent: 0, failed: 1 });
    expect(mailer.sent).toEqual([]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('is damaged'));
  });

  test('an index entry without a message is dropped once old, kept while its message may still be written', async () => {
    const store = openStore('mail');
    await store.setJSON('pending/contact/orphan', { queuedAt: Date.now() });
    const mailer = countingMailer();
    expect(await sendQueuedMail({ mailer, now: Date.now() + MINUTE })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await pendingKeys()).toEqual(['pending/contact/orphan']);
    await sendQueuedMail({ mailer, now: Date.now() + STALE_CLAIM_MS + MINUTE });
    expect(await pendingKeys()).toEqual([]);
  });
});
