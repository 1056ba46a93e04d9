/**
 * Messages saved before the `by-sender/` index: once the walk has passed them, their sender's data
 * download and erasure find them; two walks forced at every step leave every entry; a run stays
 * within its allowance, and costs one read once the walk is over.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import accountData from '../../netlify/functions/account-data.mts';
import { removeFromNameSearch } from '../../src/features/auth/customer-directory.server.ts';
import { closeAccount } from '../../src/features/data-rights/account-closure.server.ts';
import { eraseClosedAccounts } from '../../src/features/data-rights/account-erasure.server.ts';
import { CLOSURE_UNDO_MS } from '../../src/features/data-rights/closure-window.ts';
import { STEP_ALLOWANCE } from '../../src/features/retention/sweeps.server.ts';
import { backfillSenderIndex } from '../../src/features/support/contact-sender-backfill.server.ts';
import {
  listMessagesFrom,
  readContactRecord,
} from '../../src/features/support/contact-messages.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { sweepBudget } from '../../src/lib/sweep-budget.ts';
import { signedInCustomer } from '../support/accounts.ts';
import { countBlobsCalls } from '../support/blobs-calls.ts';
import { call } from '../support/call.ts';
import { forEachInterleaving } from '../support/faults-blobs.ts';
import { seedShop } from '../support/seeded-shop.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const blobs = useLocalBlobs({ mute: ['error', 'warn'] });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CURSOR = 'sender-backfill/cursor';

/** A message as the contact form saved it before the sender index: no `by-sender/` entry. */
async function oldMessage(email: string, receivedAt: string, text: string): Promise<string> {
  const id = `${receivedAt}-${randomUUID().slice(0, 8)}`;
  await openStore('contact').setJSON(`message/${id}`, {
    id,
    name: 'Early Sender',
    email,
    subject: 'activation',
    message: text,
    receivedAt,
    mailed: true,
  });
  return id;
}

async function walkToTheEnd(now = Date.now()) {
  while ((await backfillSenderIndex(sweepBudget(STEP_ALLOWANCE), now)).left);
}

const downloadedMessages = async (cookie: string) =>
  (await (await call(accountData, '/api/account/data', { cookie })).json()).contactMessages;

test('a message from before the index is in its sender’s download and erased with their account once walked', async () => {
  const customer = await signedInCustomer(`early-${randomUUID().slice(0, 8)}@example.com`);
  const id = await oldMessage(customer.email, '2026-03-02T09:15:00.000Z', 'My early question');
  expect(await downloadedMessages(customer.cookie)).toEqual([]);

  await walkToTheEnd();
  expect(await downloadedMessages(customer.cookie)).toEqual([
    expect.objectContaining({ id, email: customer.email, message: 'My early question' }),
  ]);

  const closedAt = Date.now();
  await closeAccount(customer.userId, 'customer', closedAt);
  const due = closedAt + CLOSURE_UNDO_MS + HOUR;
  while ((await eraseClosedAccounts(sweepBudget(200), due, removeFromNameSearch)).hoursBehind);
  expect(await readContactRecord(id)).toMatchObject({ name: '', email: '', message: '' });
  expect(await listMessagesFrom(customer.email)).toEqual([]);
}, 120_000);

test('two walks at once, whichever step one lands on, write every entry and end', async () => {
  let tryNumber = 0;
  const tries = await forEachInterleaving({
    setup: async () => {
      // A day of its own per try, and the walk set to it, so each try starts from the same state.
      const day = new Date(Date.UTC(2026, 1, 1) + tryNumber++ * DAY).toISOString().slice(0, 10);
      const email = `race-${randomUUID().slice(0, 8)}@example.com`;
      const ids: string[] = [];
      for (let n = 0; n < 10; n++)
        ids.push(await oldMessage(email, `${day}T10:00:0${n}.000Z`, `Question ${n}`));
      await openStore('contact').setJSON(CURSOR, { day, after: null, until: day });
      return { day, email, ids };
    },
    matches: ({ day }, key) =>
      key === CURSOR || key.startsWith('by-sender/') || key.startsWith(`message/${day}`),
    holdAfterReads: true,
    runA: () => backfillSenderIndex(sweepBudget(STEP_ALLOWANCE)),
    runB: () => backfillSenderIndex(sweepBudget(STEP_ALLOWANCE)),
    check: async ({ fixture, a, b }) => {
      expect(a).toMatchObject({ left: false });
      expect(b).toMatchObject({ left: false });
      const found = await listMessagesFrom(fixture.email);
      expect(found.map((message) => message.id)).toEqual(fixture.ids);
      // Ended: a later run touches no message.
      expect(await backfillSenderIndex(sweepBudget(STEP_ALLOWANCE))).toEqual({
        indexed: 0,
        left: false,
      });
    },
  });
  expect(tries).toBeGreaterThan(20);
}, 600_000);

test('a run costs at most its allowance with 200 and with 2,000 messages, one read once over', async () => {
  const costs = async () => {
    await openStore('contact').delete(CURSOR);
    // The seeded messages lie in the last 60 days: start the walk there.
    const start = new Date(Date.now() - 61 * DAY).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    await openStore('contact').setJSON(CURSOR, { day: start, after: null, until: today });
    const working = await countBlobsCalls(() => backfillSenderIndex(sweepBudget(STEP_ALLOWANCE)));
    expect(working.result).toMatchObject({ left: true });
    await walkToTheEnd();
    const over = await countBlobsCalls(() => backfillSenderIndex(sweepBudget(STEP_ALLOWANCE)));
    return { working: working.calls, over: over.calls.total };
  };
  await seedShop(blobs.directory, { orders: 4, messages: 200 });
  const small = await costs();
  await seedShop(blobs.directory, { orders: 4, messages: 1800 });
  const large = await costs();
  // Each run spends its allowance and no more: a batch is taken whole before it starts.
  for (const { working } of [small, large])
    expect(working.total).toBeGreaterThan(STEP_ALLOWANCE - 20);
  for (const { working } of [small, large])
    expect(working.total).toBeLessThanOrEqual(STEP_ALLOWANCE);
  expect(small.over).toBe(1);
  expect(large.over).toBe(1);
}, 600_000);
