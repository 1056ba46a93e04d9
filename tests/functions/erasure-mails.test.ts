/**
 * An erased account's mails and staff's replies: the old address is nowhere in the mail queue or
 * the threads, except on the mail that carried the invoice (address kept, body gone), and finding
 * those mails costs the same however many mails others have.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import adminMessages from '../../netlify/functions/admin-messages.mts';
import contact from '../../netlify/functions/contact.mts';
import { removeFromNameSearch } from '../../src/features/auth/customer-directory.server.ts';
import { closeAccount } from '../../src/features/data-rights/account-closure.server.ts';
import { eraseClosedAccounts } from '../../src/features/data-rights/account-erasure.server.ts';
import { CLOSURE_UNDO_MS } from '../../src/features/data-rights/closure-window.ts';
import type { Mailer, MailMessage } from '../../src/features/mail/mail.ts';
import { queueMail } from '../../src/features/mail/mail-queue.server.ts';
import { forgetMailsTo } from '../../src/features/mail/mail-recipients.server.ts';
import { readThread } from '../../src/features/support/contact-threads.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { sha256Hex } from '../../src/lib/hash.ts';
import { sweepBudget } from '../../src/lib/sweep-budget.ts';
import { signedInCustomer } from '../support/accounts.ts';
import { countBlobsCalls } from '../support/blobs-calls.ts';
import { call } from '../support/call.ts';
import { boughtEsim } from '../support/esimgo-callbacks.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'erasure-owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER }, mute: ['error', 'warn'] });
const { owner } = useCustomers({ owner: OWNER });
const HOUR = 3_600_000;

const mailTo = (to: string, text: string): MailMessage => ({
  to,
  subject: 'A notice',
  text,
  html: `<p>${text}</p>`,
  kind: 'notice',
});

/** A mail server refusing the address, quoting it, as servers do. */
const refusingServer = (address: string): Mailer => ({
  name: 'smtp',
  send: async () => {
    throw new Error(`550 5.1.1 <${address}>: Recipient address rejected`);
  },
});

async function messageAndReply(email: string): Promise<string> {
  const sent = await call(contact, '/api/contact', {
    body: {
      ...{ name: 'Ida Erased', email, subject: 'activation' },
      ...{ message: 'My eSIM will not activate.', website: '', startedAt: Date.now() - 20_000 },
    },
  });
  expect(sent.status).toBe(200);
  const inbox = await (
    await call(adminMessages, '/api/admin/messages?status=open', { cookie: owner.cookie })
  ).json();
  const id = (inbox.messages as { id: string; email: string }[]).find((m) => m.email === email)!.id;
  const replied = await call(adminMessages, '/api/admin/messages/reply', {
    body: { messageId: id, replyId: randomUUID(), text: 'Dear Ida, try restarting the phone.' },
    cookie: owner.cookie,
  });
  expect(replied.status).toBe(200);
  return id;
}

/** Every record of the mail store, by key. */
async function mailRecords(): Promise<Map<string, string>> {
  const store = openStore('mail');
  const { blobs } = await store.list();
  const texts = await Promise.all(
    blobs.map(async ({ key }) => JSON.stringify(await store.get(key, { type: 'json' }))),
  );
  return new Map(blobs.map(({ key }, i) => [key, texts[i]!]));
}

test('after erasure the address is only on the mail that carried the invoice, replies are blank', async () => {
  const customer = await signedInCustomer(`ida-${randomUUID().slice(0, 8)}@example.com`);
  const { orderId } = await boughtEsim(customer.userId, `pi_erased_${randomUUID().slice(0, 8)}`);
  const messageId = await messageAndReply(customer.email);
  // A mail queued before the recipient index: the erasure still finds it through the message.
  const hash = sha256Hex(customer.email);
  await openStore('mail').delete(`by-recipient/${hash}/contact-ack/${messageId}`);
  await queueMail(`notice/${randomUUID()}`, mailTo(customer.email, 'Ida, your notice'), {
    mailer: refusingServer(customer.email),
  });
  const closedAt = Date.now();
  await closeAccount(customer.userId, 'customer', closedAt);
  const before = [...(await mailRecords())].filter(([, text]) => text.includes(customer.email));
  expect(before.length).toBeGreaterThan(6);

  const due = closedAt + CLOSURE_UNDO_MS + HOUR;
  while ((await eraseClosedAccounts(sweepBudget(200), due, removeFromNameSearch)).hoursBehind);

  const records = await mailRecords();
  const keeping = [...records].filter(([, text]) => text.toLowerCase().includes(customer.email));
  expect(keeping.map(([key]) => key)).toEqual([`message/order-ready/${orderId}`]);
  const invoiceMail = JSON.parse(keeping[0]![1]);
  expect(invoiceMail.message).toMatchObject({ to: customer.email, text: '', html: '' });
  expect(invoiceMail.message).not.toHaveProperty('attachments');
  for (const [key, text] of records) {
    if (key.includes(hash)) throw new Error(`index entry left: ${key}`);
    for (const personal of ['Ida Erased', 'will not activate', 'Dear Ida', 'Ida, your'])
      expect(text).not.toContain(personal);
  }
  const thread = await readThread(messageId);
  expect(thread?.replies).toEqual([expect.objectContaining({ text: '', by: OWNER })]);
  expect(JSON.parse(records.get(`message/contact/${messageId}`)!).message).toMatchObject({
    subject: '',
    text: '',
  });
}, 120_000);

test('finding a person’s mails costs the same Blobs calls with 200 and with 2,000 mails queued', async () => {
  const queueOthers = async (count: number) => {
    for (let n = 0; n < count; n++)
      await queueMail(`notice/${randomUUID()}`, mailTo(`other-${n}@example.com`, 'Hello'), {
        sendLater: () => {},
      });
  };
  const costFor = async () => {
    const email = `costed-${randomUUID().slice(0, 8)}@example.com`;
    for (let n = 0; n < 3; n++)
      await queueMail(`notice/${randomUUID()}`, mailTo(email, 'Hello'), { sendLater: () => {} });
    const { result, calls } = await countBlobsCalls(() => forgetMailsTo(email));
    expect(result).toBe(3);
    return calls;
  };
  await queueOthers(200);
  const small = await costFor();
  await queueOthers(1800);
  const large = await costFor();
  expect(large).toEqual(small);
}, 600_000);
