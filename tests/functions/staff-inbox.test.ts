/**
 * Contact messages as a staff queue: open or answered, linked to the sender's account and orders,
 * answered from the console with a mailed reply kept in the thread. Against the real handlers, a
 * local Blobs server and the local outbox; the races are forced, not hoped for.
 */
import { describe, expect, test } from 'vitest';
import adminMessages from '../../netlify/functions/admin-messages.mts';
import contact from '../../netlify/functions/contact.mts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { auditPage } from '../../src/features/staff/audit-log.server.ts';
import { signedInCustomer, type Customer } from '../support/accounts.ts';
import { call } from '../support/call.ts';
import { afterReads, betweenWrites } from '../support/faults-blobs.ts';
import { paidOrder } from '../support/paid-orders.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'inbox-owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER } });

let signedInOwner: Promise<Customer> | undefined;
const theOwner = () => (signedInOwner ??= signedInCustomer(OWNER));

type Inbox = {
  messages: {
    id: string;
    email: string;
    status: string;
    replies: { by: string; text: string }[];
    customer: { id: string; orders: { id: string }[] } | null;
  }[];
  nextCursor: string | null;
};
const inbox = async (cookie: string, query = '') =>
  (await (await call(adminMessages, `/api/admin/messages${query}`, { cookie })).json()) as Inbox;
const write = async (email: string, text: string) => {
  const sent = await call(contact, '/api/contact', {
    body: {
      name: 'Mia Traveller',
      email,
      subject: 'refund',
      message: text,
      website: '',
      startedAt: Date.now() - 20_000,
    },
    ip: `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
  });
  expect(sent.status).toBe(200);
  const { messages } = await inbox((await theOwner()).cookie, '?status=open');
  return messages.find((message) => message.email === email)!.id;
};
const reply = (cookie: string, messageId: string, replyId: string, text: string) =>
  call(adminMessages, '/api/admin/messages/reply', { body: { messageId, replyId, text }, cookie });

describe('the staff inbox', () => {
  test("links a message to the sender's account and orders, and a reply answers it by mail", async () => {
    const owner = await theOwner();
    const customer = await signedInCustomer('mia@roamly.example');
    const order = await paidOrder(customer.userId, 'pi_inbox_1');
    const id = await write(customer.email, 'I paid an hour ago and got no eSIM.');

    const [listed] = (await inbox(owner.cookie, '?status=open')).messages;
    expect(listed).toMatchObject({
      id,
      status: 'open',
      customer: { id: customer.userId, orders: [{ id: order.id }] },
    });

    const replyId = '0f9b6a2e-5c1d-4e8f-9a7b-3c2d1e0f4a5b';
    const text = 'Sorry for the wait: your eSIM is on its way, check your inbox in a minute.';
    expect((await reply(owner.cookie, id, replyId, text)).status).toBe(200);
    const [mail] = await listOutbox({ to: customer.email, kind: 'contact-reply' });
    expect(mail?.subject).toBe('Re: your message to Roamly (Refund Request)');
    expect(mail?.text).toContain(text);

    expect((await inbox(owner.cookie, '?status=open')).messages.map((m) => m.id)).not.toContain(id);
    const [answered] = (await inbox(owner.cookie, '?status=answered')).messages;
    expect(answered).toMatchObject({ id, status: 'answered', replies: [{ by: OWNER, text }] });
    expect((await auditPage(null)).entries[0]).toMatchObject({
      action: 'message.reply',
      target: { kind: 'message', id },
      actor: { email: OWNER },
    });

    // Reopened, it is in the queue again; marking it answered twice is audited once.
    const status = (value: string) =>
      call(adminMessages, '/api/admin/messages/status', {
        body: { messageId: id, status: value },
        cookie: owner.cookie,
      });
    expect((await status('open')).status).toBe(200);
    expect((await inbox(owner.cookie, '?status=open')).messages.map((m) => m.id)).toContain(id);
    await status('answered');
    await status('answered');
    const actions = (await auditPage(null)).entries.map((entry) => entry.action);
    expect(actions.slice(0, 3)).toEqual([
      'message.mark-answered',
      'message.mark-open',
      'message.reply',
    ]);
  });

  test('one reply clicked twice at once is mailed once; two staff replying at once keep both', async () => {
    const owner = await theOwner();
    const id = await write('twice@roamly.example', 'Can I use my eSIM in Bali?');
    const replyId = '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';
    const text = 'Yes: the Indonesia plan covers Bali.';

    // The first click is held right after it wrote the thread; the second runs there.
    let second: Response | undefined;
    const held = betweenWrites(async (store, key) => {
      if (second || !store.endsWith('-contact') || key !== `thread/${id}`) return;
      second = await reply(owner.cookie, id, replyId, text);
    });
    const first = await reply(owner.cookie, id, replyId, text).finally(held.restore);
    expect([first.status, second?.status]).toEqual([200, 200]);
    expect(await listOutbox({ to: 'twice@roamly.example', kind: 'contact-reply' })).toHaveLength(1);

    // Two different replies: A reads the thread, B replies in full, then A writes what it read.
    const other = 'Also: turn on data roaming once you land.';
    let b: Response | undefined;
    let reads = 0;
    const racing = afterReads(async (store, key) => {
      if (reads >= 1 || !store.endsWith('-contact') || key !== `thread/${id}`) return;
      reads += 1;
      b = await reply(owner.cookie, id, '2b3c4d5e-6f7a-4b9c-8d1e-2f3a4b5c6d7e', other);
    }, 'getWithMetadata');
    await reply(owner.cookie, id, '3c4d5e6f-7a8b-4c0d-9e2f-3a4b5c6d7e8f', 'A third reply.').finally(
      racing.restore,
    );
    expect(b?.status).toBe(200);
    const thread = (await inbox(owner.cookie, '?status=answered')).messages.find(
      (m) => m.id === id,
    )!;
    expect(thread.replies.map((r) => r.text)).toEqual([text, other, 'A third reply.']);
    expect(await listOutbox({ to: 'twice@roamly.example', kind: 'contact-reply' })).toHaveLength(3);
  });

  test('refuses unknown and malformed messages, customers and signed-out callers', async () => {
    const owner = await theOwner();
    const unknown = await reply(
      owner.cookie,
      '2020-01-01T00:00:00.000Z-deadbeef',
      '4d5e6f7a-8b9c-4d1e-8f3a-4b5c6d7e8f9a',
      'Hello',
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'This message does not exist' });
    expect((await reply(owner.cookie, '../contact/rate', 'x', 'Hello')).status).toBe(400);
    expect(
      (await call(adminMessages, '/api/admin/messages?status=closed', { cookie: owner.cookie }))
        .status,
    ).toBe(400);
    const customer = await signedInCustomer('nosy@roamly.example');
    expect(
      (await call(adminMessages, '/api/admin/messages', { cookie: customer.cookie })).status,
    ).toBe(403);
    expect((await call(adminMessages, '/api/admin/messages')).status).toBe(401);
  });

  test('opens one message at its own address, to staff only', async () => {
    const owner = await theOwner();
    const customer = await signedInCustomer('lone-message@roamly.example');
    const order = await paidOrder(customer.userId, 'pi_inbox_one');
    const id = await write(customer.email, 'My eSIM shows no signal in Lisbon.');
    const one = (cookie?: string, messageId = id) =>
      call(adminMessages, `/api/admin/messages/${encodeURIComponent(messageId)}`, { cookie });

    const answer = await one(owner.cookie);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      id,
      message: 'My eSIM shows no signal in Lisbon.',
      status: 'open',
      customer: { id: customer.userId, orders: [{ id: order.id }] },
    });
    const unknown = await one(owner.cookie, '2020-01-01T00:00:00.000Z-deadbeef');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'This message does not exist' });
    expect((await one(owner.cookie, 'not-a-message')).status).toBe(404);
    expect((await one(customer.cookie)).status).toBe(403);
    expect((await one()).status).toBe(401);
  });
});
