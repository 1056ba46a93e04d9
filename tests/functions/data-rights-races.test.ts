/**
 * A closure's races, forced at every step, and the erasure's cost: a sign-in the closure overtakes
 * opens nothing; an undo and the erasure never both win; erasing closed accounts costs the same
 * Blobs calls whatever the shop's history (docs/retention.md).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import signin from '../../netlify/functions/auth-signin.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import { removeFromNameSearch } from '../../src/features/auth/customer-directory.server.ts';
import { findUserByEmail, findUserById } from '../../src/features/auth/users.server.ts';
import {
  closeAccount,
  undoClosure,
} from '../../src/features/data-rights/account-closure.server.ts';
import { eraseClosedAccounts } from '../../src/features/data-rights/account-erasure.server.ts';
import { CLOSURE_UNDO_MS } from '../../src/features/data-rights/closure-window.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { sweepBudget } from '../../src/lib/sweep-budget.ts';
import { signedInCustomer } from '../support/accounts.ts';
import { countBlobsCalls } from '../support/blobs-calls.ts';
import { call, cookiesOf } from '../support/call.ts';
import { forEachInterleaving } from '../support/faults-blobs.ts';
import { seedShop } from '../support/seeded-shop.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const blobs = useLocalBlobs({ mute: ['error', 'warn'] });
const password = 'a test customer passphrase';
const HOUR = 3_600_000;

const fresh = (what: string) => signedInCustomer(`${what}-${randomUUID().slice(0, 8)}@example.com`);
const signIn = (email: string) => call(signin, '/api/auth/signin', { body: { email, password } });
const whoAmI = (cookie: string) => call(authUser, '/api/auth/user', { cookie });
const undoTokenOf = async (email: string) => {
  const [mail] = await listOutbox({ to: email, kind: 'account-closed' });
  return new URL(mail!.links![0]!).searchParams.get('token')!;
};

describe('a closure raced', () => {
  test('with a sign-in: whichever step the closure lands on, the sign-in opens nothing', async () => {
    const tries = await forEachInterleaving({
      setup: () => fresh('race-signin'),
      matches: (customer, key) => key.includes(customer.userId) || key.startsWith('email/'),
      holdAfterReads: true,
      runA: async (customer) => signIn(customer.email),
      runB: async (customer) => closeAccount(customer.userId, 'customer'),
      check: async ({ fixture, a, b }) => {
        expect(b).toMatchObject({ ok: true });
        if (a.status === 200) expect((await whoAmI(cookiesOf(a))).status).toBe(401);
        expect((await signIn(fixture.email)).status).toBe(401);
        expect((await whoAmI(fixture.cookie)).status).toBe(401);
      },
    });
    expect(tries).toBeGreaterThan(2);
  }, 120_000);

  test('an undo and the erasure: one wins whole, never half of each', async () => {
    const outcomes = new Set<string>();
    // Each try closes its account a few hours after the last, as time goes on between closures:
    // the sweep's cursor never stands past an erasure still to come.
    let closedAt = Date.now();
    const tries = await forEachInterleaving({
      setup: async () => {
        closedAt += 3 * HOUR;
        const customer = await fresh('race-undo');
        expect(await closeAccount(customer.userId, 'customer', closedAt)).toMatchObject({
          ok: true,
        });
        const eraseAfter = closedAt + CLOSURE_UNDO_MS;
        return { customer, eraseAfter, token: await undoTokenOf(customer.email) };
      },
      matches: ({ customer }, key) => key.includes(customer.userId),
      holdAfterReads: true,
      runA: ({ eraseAfter }) =>
        eraseClosedAccounts(sweepBudget(200), eraseAfter + HOUR, removeFromNameSearch),
      runB: ({ token, eraseAfter }) => undoClosure(token, eraseAfter - 1000),
      check: async ({ fixture: { customer }, b }) => {
        const user = await findUserById(customer.userId);
        if (b.ok) {
          outcomes.add('undone');
          expect(user).toMatchObject({ email: customer.email, closure: null });
          expect((await signIn(customer.email)).status).toBe(200);
        } else {
          outcomes.add('erased');
          expect(user).toMatchObject({ email: '', closure: { erasedAt: expect.any(String) } });
          expect(await findUserByEmail(customer.email)).toBeNull();
        }
      },
    });
    expect(tries).toBeGreaterThan(2);
    expect(outcomes).toEqual(new Set(['undone', 'erased']));
  }, 300_000);
});

test('erasing closed accounts costs the same Blobs calls with 200 and with 2,000 orders', async () => {
  const DAY = 24 * HOUR;
  const costAt = async (base: number) => {
    const customers = await Promise.all([fresh('cost-a'), fresh('cost-b'), fresh('cost-c')]);
    for (const customer of customers) await closeAccount(customer.userId, 'customer', base);
    const due = base + CLOSURE_UNDO_MS;
    // The walk starts where the hourly runs left it: an hour before the closures fall due.
    while (
      (await eraseClosedAccounts(sweepBudget(200), due - HOUR, removeFromNameSearch)).hoursBehind
    );
    const { result, calls } = await countBlobsCalls(() =>
      eraseClosedAccounts(sweepBudget(200), due + HOUR, removeFromNameSearch),
    );
    expect(result).toMatchObject({ settled: 3, hoursBehind: 0 });
    for (const customer of customers)
      expect(await findUserById(customer.userId)).toMatchObject({ email: '' });
    return calls;
  };
  // Closed later than the races above, whose erasures moved the cursor days ahead.
  const base = Math.floor(Date.now() / HOUR) * HOUR + 30 * 60_000 + 30 * DAY;
  await seedShop(blobs.directory, { orders: 200, messages: 20 });
  const small = await costAt(base);
  await seedShop(blobs.directory, { orders: 1800, messages: 180 });
  const large = await costAt(base + DAY);
  expect(large).toEqual(small);
}, 600_000);
