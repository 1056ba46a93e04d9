/**
 * The hourly sweeps delete what is past its time and nothing else, each run within its allowance,
 * and a run cut off half way is taken up by the next (docs/retention.md). Each store's sweep first
 * runs once its records are written: time only moves forward for a sweep.
 */
import { describe, expect, test } from 'vitest';
import sweepExpiredFunction from '../../netlify/functions/sweep-expired.mts';
import {
  createSession,
  readSession,
  sweepExpiredSessions,
} from '../../src/features/auth/sessions/sessions.server.ts';
import {
  consumeToken,
  issueToken,
  sweepExpiredTokens,
} from '../../src/features/auth/tokens.server.ts';
import { saveCheckout } from '../../src/features/checkout/checkout-records.server.ts';
import { sweepUnpaidCheckouts } from '../../src/features/checkout/unpaid-checkouts.server.ts';
import { getPaymentGateway } from '../../src/features/payments/payments.server.ts';
import { openQuote } from '../../src/features/payments/open-quotes.server.ts';
import { sweepContactRateWindows } from '../../src/features/support/contact.server.ts';
import { writeIpWindow } from '../../src/features/support/contact-messages.server.ts';
import { openStore, type StoreName } from '../../src/lib/blobs.ts';
import { sha256Hex } from '../../src/lib/hash.ts';
import { sweepBudget } from '../../src/lib/sweep-budget.ts';
import { ORIGIN } from '../support/call.ts';
import { payWithTestCard } from '../support/checkout-calls.ts';
import { defaultCatalogue } from '../../src/features/catalogue/catalogue.server.ts';
import type { PlanSnapshot } from '../../src/features/orders/order.ts';
import { functionContext } from '../support/netlify-context.ts';
import { seedShop } from '../support/seeded-shop.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const blobs = useLocalBlobs();

function shopPlan(): PlanSnapshot {
  const { id, name, country, countryCode, data, duration, price } = defaultCatalogue().plans[0]!;
  return { id, name, country, countryCode, data, duration, price };
}
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const plenty = () => sweepBudget(100_000);

const keys = async (store: StoreName, prefix: string) =>
  (await openStore(store).list({ prefix })).blobs.map(({ key }) => key).sort();

describe('expired sessions', () => {
  test('go with their user/ entries; a live or lately used one stays', async () => {
    const now = Date.now();
    const owner = (id: string) => ({ id, sessionsEndedAt: null });
    const past = await createSession(owner('old-user'), now - 100 * DAY); // past 90 days
    const idle = await createSession(owner('idle-user'), now - 40 * DAY); // 40 days unused
    const used = await createSession(owner('used-user'), now - 29 * DAY);
    await readSession(used.token, now); // used today: its idle clock starts again
    const live = await createSession(owner('live-user'), now);

    const result = await sweepExpiredSessions(plenty(), now + 2 * DAY);

    expect(result.settled).toBe(3);
    const left = await keys('sessions', '');
    for (const gone of [past, idle])
      expect(left.filter((key) => key.endsWith(gone.session.tokenHash))).toEqual([]);
    for (const { session } of [used, live]) {
      expect(left).toContain(session.tokenHash);
      expect(left).toContain(`user/${session.userId}/${session.tokenHash}`);
    }
    expect(await readSession(used.token, now + 2 * DAY)).not.toBeNull();
  });
});

describe('a run cut short', () => {
  test('deletes some expired tokens, never one still valid, and the next runs finish the rest', async () => {
    const now = Date.now();
    const resets = await Promise.all(
      Array.from({ length: 12 }, (_, i) => issueToken('password-reset', `u${i}`, now - 3 * DAY)),
    );
    const usedOnce = await issueToken('verify-email', 'u-used', now - 3 * DAY);
    expect(await consumeToken('verify-email', usedOnce, now - 3 * DAY)).not.toBeNull();
    const valid = await issueToken('verify-email', 'u-valid', now);
    const invitation = await issueToken('staff-invitation', 'u-staff', now - 2 * DAY);
    const mustStay = [
      `verify-email/${sha256Hex(valid)}`,
      `staff-invitation/${sha256Hex(invitation)}`,
    ];
    const pastTime = [
      ...resets.map((token) => `password-reset/${sha256Hex(token)}`),
      `used/verify-email/${sha256Hex(usedOnce)}`,
    ];
    expect(await keys('tokens', '')).toEqual(expect.arrayContaining([...mustStay, ...pastTime]));

    const leftAfterEachRun: number[] = [];
    for (let run = 0; run < 200; run++) {
      // 9 calls a run: the cursor, then listings and deletes until the ninth.
      const { settled, hoursBehind } = await sweepExpiredTokens(sweepBudget(9), now + 2 * HOUR);
      const left = await keys('tokens', '');
      expect(left).toEqual(expect.arrayContaining(mustStay));
      leftAfterEachRun.push(pastTime.filter((key) => left.includes(key)).length);
      if (settled === 0 && hoursBehind === 0) break;
    }
    // Cut off part way through the twelve, more than once, and never going back.
    expect(leftAfterEachRun.some((left) => left > 0 && left < 12)).toBe(true);
    expect(leftAfterEachRun).toEqual([...leftAfterEachRun].sort((a, b) => b - a));
    expect(leftAfterEachRun.at(-1)).toBe(0);
    expect(await consumeToken('verify-email', valid, now + 2 * HOUR)).toMatchObject({
      userId: 'u-valid',
    });
  });
});

describe('contact rate windows', () => {
  test('a window past its ten minutes goes, a current one stays', async () => {
    const now = Date.now();
    await writeIpWindow('198.51.100.1', { since: now - 11 * 60_000, count: 5 });
    await writeIpWindow('198.51.100.2', { since: now - 9 * 60_000, count: 2 });
    await writeIpWindow('198.51.100.3', { since: now - 30 * DAY, count: 1 });
    const stays = `rate/${sha256Hex('198.51.100.2')}`;

    const walk = await sweepContactRateWindows(plenty(), now);

    expect(walk.slices).toBe(256);
    expect(await keys('contact', 'rate/')).toEqual([stays]);
  });
});

describe('checkouts never paid', () => {
  test('a month after the hold: an unpaid one is cancelled and deleted with its quote entries; a paid one, a recent one and one being paid stay', async () => {
    const gateway = await getPaymentGateway();
    const now = Date.now();
    const plan = shopPlan();
    const secrets = new Map<string, string>();
    async function checkout(userId: string, heldUntil: number) {
      const intent = await gateway.createIntent({
        amount: 500,
        currency: 'usd',
        metadata: { userId, planId: plan.id },
        idempotencyKey: `${userId}-${heldUntil}`,
      });
      await openQuote({ intentId: intent.id, planId: plan.id, heldUntil, userId });
      await saveCheckout(intent.id, { userId, plan, heldUntil: new Date(heldUntil).toISOString() });
      secrets.set(intent.id, intent.clientSecret);
      return intent.id;
    }
    const unpaid = await checkout('never-paid', now - 40 * DAY);
    const recent = await checkout('recent', now - 20 * DAY);
    const paid = (await seedShop(blobs.directory, { orders: 1 })).orders[0]!;
    // Paid long ago: its checkout is asked about now, and stays with its order.
    const paidHold = new Date(now - 40 * DAY).toISOString();
    await saveCheckout(paid.paymentIntentId, { userId: paid.userId, plan, heldUntil: paidHold });
    const beingPaid = await checkout('paying-now', now - 40 * DAY);
    expect((await payWithTestCard(secrets.get(beingPaid)!)).status).toBe(200);

    const result = await sweepUnpaidCheckouts(gateway, plenty(), now + HOUR);

    expect(result.settled).toBe(3);
    const left = await keys('orders', 'checkout/');
    expect(left).not.toContain(`checkout/${unpaid}`);
    expect(left).toEqual(
      expect.arrayContaining([
        `checkout/${recent}`,
        `checkout/${paid.paymentIntentId}`,
        `checkout/${beingPaid}`,
      ]),
    );
    expect((await gateway.retrieveIntent(unpaid))?.status).toBe('canceled');
    const quoteEntries = [
      ...(await keys('orders', 'open-quote/')),
      ...(await keys('orders', 'open-by-customer/')),
    ];
    expect(quoteEntries.filter((key) => key.endsWith(unpaid))).toEqual([]);
    expect(quoteEntries.filter((key) => key.endsWith(recent))).toHaveLength(2);
  });
});

describe('the scheduled run', () => {
  test('runs every step on schedule, as Netlify calls it', async () => {
    const response = await sweepExpiredFunction(
      new Request(`${ORIGIN}/.netlify/functions/sweep-expired`, {
        method: 'POST',
        body: JSON.stringify({ next_run: new Date().toISOString() }),
      }),
      functionContext(),
    );
    expect(response).toBeUndefined();
  });
});
