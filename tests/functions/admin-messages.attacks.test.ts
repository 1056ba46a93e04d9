/**
 * A staff reply is idempotent per message, never across messages: a `replyId` already used on one
 * message does not answer another (no thread change, no mail, no audit entry), also when two
 * replies with one id race, forced at every step and through the local server's non-atomic check.
 * Against the real handlers, a local Blobs server and the local outbox.
 */
import { randomUUID } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { describe, expect, test, vi } from 'vitest';
import adminMessages from '../../netlify/functions/admin-messages.mts';
import contact from '../../netlify/functions/contact.mts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { auditPage } from '../../src/features/staff/audit-log.server.ts';
import { readThread } from '../../src/features/support/contact-threads.server.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call } from '../support/call.ts';
import { forEachInterleaving } from '../support/faults-blobs.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'reply-owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER } });
const { owner } = useCustomers({ owner: OWNER });

let sequence = 0;
/** A new contact message from a new address (and IP): its id and sender. */
async function newMessage(): Promise<{ id: string; email: string }> {
  const email = `reply-sender-${++sequence}-${randomUUID().slice(0, 8)}@example.com`;
  const sent = await call(contact, '/api/contact', {
    body: {
      name: 'Mia Traveller',
      email,
      subject: 'refund',
      message: 'My eSIM does not connect in Lisbon.',
      website: '',
      startedAt: Date.now() - 20_000,
    },
    ip: `203.0.113.${(sequence % 250) + 1}`,
  });
  expect(sent.status).toBe(200);
  const inbox = (await (
    await call(adminMessages, '/api/admin/messages?status=open', { cookie: owner.cookie })
  ).json()) as { messages: { id: string; email: string }[] };
  return { id: inbox.messages.find((message) => message.email === email)!.id, email };
}

const reply = (messageId: string, replyId: string, text: string) =>
  call(adminMessages, '/api/admin/messages/reply', {
    body: { messageId, replyId, text },
    cookie: owner.cookie,
  });
const repliesMailedTo = async (email: string) =>
  (await listOutbox({ to: email, kind: 'contact-reply' })).length;
const auditedReplies = async (messageId: string) =>
  (await auditPage(null)).entries.filter(
    (entry) => entry.action === 'message.reply' && entry.target.id === messageId,
  ).length;

/** What one message's side shows: its thread, the replies mailed, the audit entries. */
const stateOf = async ({ id, email }: { id: string; email: string }) => ({
  thread: await readThread(id),
  mailed: await repliesMailedTo(email),
  audited: await auditedReplies(id),
});

describe('a reply id reused on another message', () => {
  test('is refused with 409 and changes nothing there; the same reply again stays a no-op', async () => {
    const [first, second] = [await newMessage(), await newMessage()];
    const replyId = randomUUID();
    expect((await reply(first.id, replyId, 'Turn on data roaming, please.')).status).toBe(200);
    const firstAfterReply = await stateOf(first);
    expect(firstAfterReply).toMatchObject({ mailed: 1, audited: 1, thread: { answered: true } });

    const reused = await reply(second.id, replyId, 'A reply meant for someone else.');
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({
      message:
        'This reply was already sent on another message. Reload the page and write the reply again.',
    });
    expect(await stateOf(second)).toEqual({ thread: null, mailed: 0, audited: 0 });
    expect(await stateOf(first)).toEqual(firstAfterReply);

    // A retry of the same reply on its own message answers success and adds nothing.
    expect((await reply(first.id, replyId, 'Turn on data roaming, please.')).status).toBe(200);
    expect(await stateOf(first)).toEqual(firstAfterReply);
    recordAttack({
      round: 4,
      item: 4,
      attack: "reuse a reply's id on another message to mark it answered without a mail",
      tries: 1,
      outcome: 'refused',
    });
  });

  test('two replies with one id on two messages at once: one is sent, at every step of the other', async () => {
    const text = 'We have reset your eSIM: restart the phone.';
    const interleavings = await forEachInterleaving({
      setup: async () => ({ a: await newMessage(), b: await newMessage(), replyId: randomUUID() }),
      matches: ({ a, replyId }, key) => key.includes(a.id) || key.includes(replyId),
      holdAfterReads: true,
      runA: async ({ a, replyId }) => (await reply(a.id, replyId, text)).status,
      runB: async ({ b, replyId }) => (await reply(b.id, replyId, text)).status,
      check: async ({ fixture: { a, b }, a: statusA, b: statusB, step }) => {
        const context = `the reply to B ran after step ${step} of the reply to A`;
        expect([statusA, statusB].sort(), context).toEqual([200, 409]);
        const [sent, refused] = statusA === 200 ? [a, b] : [b, a];
        expect(await stateOf(refused), context).toEqual({ thread: null, mailed: 0, audited: 0 });
        expect(await stateOf(sent), context).toMatchObject({
          mailed: 1,
          audited: 1,
          thread: { answered: true, replies: [{ text }] },
        });
      },
    });
    expect(interleavings).toBeGreaterThanOrEqual(3);
    recordAttack({
      round: 4,
      item: 4,
      attack: 'send one reply id to two messages at once, forced at every step',
      tries: interleavings,
      outcome: 'refused',
    });
  });

  test("two replies whose onlyIfNew checks both passed (the local server's race): the overwritten one is refused", async () => {
    const [a, b] = [await newMessage(), await newMessage()];
    const replyId = randomUUID();
    // The local Blobs server checks onlyIfNew, then writes: B's check ran before A's write landed,
    // so B's write lands after it unchecked, and B runs to its end before A reads its binding back.
    type SetJSON = (key: string, value: unknown, options?: { onlyIfNew?: boolean }) => unknown;
    const prototype = Object.getPrototypeOf(getStore({ name: 'dev-contact' })) as {
      setJSON: SetJSON;
    };
    const original = prototype.setJSON;
    let statusB: number | undefined;
    let racing = false;
    const spy = vi.spyOn(prototype, 'setJSON').mockImplementation(async function (
      this: { name: string },
      key,
      value,
      options,
    ) {
      const binding = this.name.endsWith('-contact') && key.endsWith(replyId) && options?.onlyIfNew;
      if (!binding) return original.call(this, key, value, options);
      if (racing) return original.call(this, key, value, {});
      const written = await original.call(this, key, value, options);
      racing = true;
      statusB = (await reply(b.id, replyId, 'The reply to B.')).status;
      return written;
    });
    const statusA = await reply(a.id, replyId, 'The reply to A.')
      .then((answer) => answer.status)
      .finally(() => spy.mockRestore());

    expect([statusA, statusB]).toEqual([409, 200]);
    expect(await stateOf(a)).toEqual({ thread: null, mailed: 0, audited: 0 });
    expect(await stateOf(b)).toMatchObject({ mailed: 1, audited: 1, thread: { answered: true } });
    recordAttack({
      round: 4,
      item: 4,
      attack: 'send one reply id to two messages whose uniqueness checks both pass',
      tries: 2,
      outcome: 'refused',
    });
  });
});
