/**
 * Install reminders: one a day after delivery, one the day before a given trip; never after
 * installation, after unsubscribing or more than twice; once when two runs race; in the account's
 * language; reading only due index entries, through the provider gate. Real local Blobs, outbox and
 * simulated provider.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import adminOrder from '../../netlify/functions/admin-order.mts';
import { changeUser } from '../../src/features/auth/users.server.ts';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { remindToInstall } from '../../src/features/esims/reminders/install-reminders.server.ts';
import {
  remindersTurnedOff,
  turnOffReminders,
} from '../../src/features/esims/reminders/reminders-off.server.ts';
import { removeFromNameSearch } from '../../src/features/auth/customer-directory.server.ts';
import { closeAccount } from '../../src/features/data-rights/account-closure.server.ts';
import { eraseClosedAccounts } from '../../src/features/data-rights/account-erasure.server.ts';
import { CLOSURE_UNDO_MS } from '../../src/features/data-rights/closure-window.ts';
import { sweepBudget } from '../../src/lib/sweep-budget.ts';
import { signedInCustomer } from '../support/accounts.ts';
import { call } from '../support/call.ts';
import type { Locale } from '../../src/features/i18n/locales.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import {
  createOrderOnce,
  markRefunded,
  newOrder,
} from '../../src/features/orders/orders.server.ts';
import { isoDay } from '../../src/features/orders/travel-date.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { redriveSteps } from '../../src/features/provisioning/redrive.server.ts';
import { forEachInterleaving } from '../support/faults-blobs.ts';
import { JAPAN_5GB_PLAN } from '../support/japan-plan.ts';
import { simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'remind-owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER }, mute: ['error'] });
const people = useCustomers({
  owner: OWNER,
  en: 'remind-en@example.com',
  fr: 'remind-fr@example.com',
  de: 'remind-de@example.com',
  es: 'remind-es@example.com',
  it: 'remind-it@example.com',
  ja: 'remind-ja@example.com',
  off: 'remind-off@example.com',
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NEVER = 365 * DAY;

/** The simulated provider on a clock the test moves, counting its usage calls. */
function providerAt(clock: { now: number }, installAfterMs: number) {
  const simulator = simulatorAt(clock, installAfterMs);
  const calls: string[] = [];
  const provider: EsimProvider = {
    ...simulator,
    usage: (iccid) => {
      calls.push(iccid);
      return simulator.usage(iccid);
    },
  };
  return { provider, calls };
}

/** `userId`'s Japan eSIM, delivered now (real time: delivery stamps it), with its reminders. */
async function delivered(
  userId: string,
  { travelDate = null, installAfterMs = NEVER, buyerPhone = null }: Partial<DeliveredOptions> = {},
) {
  const clock = { now: Date.now() };
  const { provider, calls } = providerAt(clock, installAfterMs);
  const made = newOrder({
    paymentIntentId: `pi_remind_${randomBytes(10).toString('hex')}`,
    userId,
    plan: JAPAN_5GB_PLAN,
    amountCents: 1850,
    currency: 'usd',
    travelDate,
    buyerPhone,
  });
  const { order } = await createOrderOnce(made);
  const done = (await provisionOrder(order.id, { provider, sleep: async () => {} }))!;
  expect(done.deliveredAt).not.toBeNull();
  return { order: done, clock, provider, calls, deliveredAt: Date.parse(done.deliveredAt!) };
}
interface DeliveredOptions {
  travelDate: string | null;
  installAfterMs: number;
  buyerPhone: OrderRecord['buyerPhone'];
}

/** The re-drive's step as the scheduled run wires it, at `now`, the provider's clock moved too. */
function remindAt(now: number, esim: { clock: { now: number }; provider: EsimProvider }) {
  esim.clock.now = now;
  const step = redriveSteps({
    gateway: async () => testGateway,
    trigger: async () => {},
    sendQueuedMail: async () => 0,
    finishRefunds: async () => 0,
    remindInstalls: (input) => remindToInstall({ provider: () => esim.provider }, input),
  }).find((candidate) => candidate.slug === 'install-reminders')!;
  return step.run({ cursor: null, now, outOfTime: () => false, memo: null });
}

const remindersTo = async (email: string, order: OrderRecord) =>
  (await listOutbox({ to: email, kind: 'install-reminder' })).filter((mail) =>
    mail.text.includes(order.id.slice(0, 8)),
  );

describe('the day after delivery', () => {
  test('not installed at 24 hours: one reminder, with both links, the QR code and My Orders', async () => {
    const esim = await delivered(people.en.userId, { buyerPhone: 'android' });
    await remindAt(esim.deliveredAt + 23 * HOUR, esim);
    expect(await remindersTo(people.en.email, esim.order)).toHaveLength(0);

    await remindAt(esim.deliveredAt + DAY + MINUTE, esim);
    await remindAt(esim.deliveredAt + 2 * DAY, esim);
    const mails = await remindersTo(people.en.email, esim.order);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Your Japan eSIM is not installed yet');
    // Android first, for the phone that paid; the iPhone link and the QR code still there.
    const android = mail!.text.indexOf('esimsetup.android.com');
    const iphone = mail!.text.indexOf('esimsetup.apple.com');
    expect(android).toBeGreaterThan(-1);
    expect(iphone).toBeGreaterThan(android);
    expect(mail!.html).toContain('cid:esim-qr');
    expect(mail!.text).toContain('/orders');
    expect(mail!.text).toContain('/api/reminders/unsubscribe?token=');
    expect(mail!.listUnsubscribe).toMatch(/\/api\/reminders\/unsubscribe\?token=/);
  });

  test('installed at 23 hours: no reminder, and the eSIM leaves the index', async () => {
    const esim = await delivered(people.en.userId, {
      installAfterMs: 23 * HOUR,
      travelDate: isoDay(Date.now() + 10 * DAY),
    });
    const run = await remindAt(esim.deliveredAt + DAY + MINUTE, esim);
    expect(run.result).toMatchObject({ installed: 1, sent: 0 });
    // The trip's eve comes and goes: nothing is left to send.
    await remindAt(esim.deliveredAt + 10 * DAY, esim);
    expect(await remindersTo(people.en.email, esim.order)).toHaveLength(0);
    expect(esim.calls).toHaveLength(1);
  });
});

describe('the day before the trip', () => {
  test('a trip in ten days: the day-after reminder, then one on its eve', async () => {
    const travelDate = isoDay(Date.now() + 10 * DAY);
    const esim = await delivered(people.en.userId, { travelDate });
    await remindAt(esim.deliveredAt + DAY + MINUTE, esim);
    const eve = Date.parse(`${travelDate}T00:00:00Z`) - DAY + 9 * HOUR;
    await remindAt(eve - HOUR, esim);
    expect(await remindersTo(people.en.email, esim.order)).toHaveLength(1);
    await remindAt(eve + MINUTE, esim);
    await remindAt(eve + 2 * HOUR, esim);
    const mails = await remindersTo(people.en.email, esim.order);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        'Your Japan eSIM is not installed yet',
        expect.stringMatching(/^You travel on .*: install your Japan eSIM now$/),
      ]),
    );
  });

  test('a trip tomorrow: one reminder in all, not two', async () => {
    const esim = await delivered(people.en.userId, { travelDate: isoDay(Date.now() + DAY) });
    for (const after of [3 * HOUR, 12 * HOUR, DAY + MINUTE, 2 * DAY, 3 * DAY])
      await remindAt(esim.deliveredAt + after, esim);
    expect(await remindersTo(people.en.email, esim.order)).toHaveLength(1);
  });
});

test('a refunded eSIM gets no reminder, and the provider is not asked', async () => {
  const esim = await delivered(people.en.userId, { travelDate: isoDay(Date.now() + 10 * DAY) });
  await markRefunded(esim.order.id, new Date().toISOString());
  const run = await remindAt(esim.deliveredAt + DAY + MINUTE, esim);
  expect(run.result).toMatchObject({ dropped: 1, sent: 0 });
  await remindAt(esim.deliveredAt + 10 * DAY, esim);
  expect(await remindersTo(people.en.email, esim.order)).toHaveLength(0);
  expect(esim.calls).toHaveLength(0);
});

test('an account that unsubscribed gets no reminder, and the provider is not asked', async () => {
  const esim = await delivered(people.off.userId);
  await turnOffReminders(people.off.userId);
  await remindAt(esim.deliveredAt + DAY + MINUTE, esim);
  expect(await remindersTo(people.off.email, esim.order)).toHaveLength(0);
  expect(esim.calls).toHaveLength(0);
});

test('two runs at once send one reminder, at every interleaving', async () => {
  const tries = await forEachInterleaving({
    setup: () => delivered(people.en.userId),
    matches: (esim, key) => key.includes(esim.order.id) || key.includes(esim.order.iccid!),
    holdAfterReads: true,
    runA: (esim) => remindAt(esim.deliveredAt + DAY + MINUTE, esim),
    runB: (esim) => remindAt(esim.deliveredAt + DAY + MINUTE, esim),
    check: async ({ fixture: esim, step }) => {
      // A run that found the other's provider call under way leaves it for the next run.
      await remindAt(esim.deliveredAt + DAY + 5 * MINUTE, esim);
      const context = `run B after run A's step ${step}`;
      expect(await remindersTo(people.en.email, esim.order), context).toHaveLength(1);
    },
  });
  expect(tries).toBeGreaterThanOrEqual(4);
}, 300_000);

test('the provider is asked at most once per eSIM within the gate’s minute', async () => {
  const esim = await delivered(people.en.userId);
  const failing: EsimProvider = {
    ...esim.provider,
    usage: async (iccid) => {
      esim.calls.push(iccid);
      throw new Error('eSIM Go is down');
    },
  };
  const at = esim.deliveredAt + DAY + MINUTE;
  await remindAt(at, { clock: esim.clock, provider: failing });
  await remindAt(at, esim);
  await remindAt(at + 1_000, esim);
  expect(esim.calls).toHaveLength(1);
  expect(await remindersTo(people.en.email, esim.order)).toHaveLength(0);
  // The minute over, the next run asks again and reminds.
  await remindAt(at + 2 * MINUTE, esim);
  expect(esim.calls).toHaveLength(2);
  expect(await remindersTo(people.en.email, esim.order)).toHaveLength(1);
});

describe("every reminder is in the account's language", () => {
  const subjects: Record<Locale, string> = {
    en: 'Your Japan eSIM is not installed yet',
    fr: 'Votre eSIM Japon n’est pas encore installée',
    de: 'Ihre eSIM für Japan ist noch nicht installiert',
    es: 'Tu eSIM para Japón aún no está instalada',
    it: 'La tua eSIM per Giappone non è ancora installata',
    ja: '日本のeSIMがまだインストールされていません',
  };
  test.each(Object.keys(subjects) as Locale[])('%s', async (locale) => {
    const person = people[locale];
    await changeUser(person.userId, () => ({ locale }));
    const esim = await delivered(person.userId);
    await remindAt(esim.deliveredAt + DAY + MINUTE, esim);
    const [mail] = await remindersTo(person.email, esim.order);
    expect(mail).toMatchObject({ locale, subject: subjects[locale] });
  });
});

test("the account's erasure forgets that it unsubscribed", async () => {
  const customer = await signedInCustomer(
    `remind-erased-${randomBytes(4).toString('hex')}@example.com`,
  );
  await turnOffReminders(customer.userId);
  expect(await remindersTurnedOff(customer.userId)).toBe(true);
  const closedAt = Date.now();
  await closeAccount(customer.userId, 'customer', closedAt);
  const due = closedAt + CLOSURE_UNDO_MS + HOUR;
  while ((await eraseClosedAccounts(sweepBudget(200), due, removeFromNameSearch)).hoursBehind);
  expect(await remindersTurnedOff(customer.userId)).toBe(false);
});

test("staff see each reminder on the order's timeline", async () => {
  const esim = await delivered(people.en.userId);
  await remindAt(esim.deliveredAt + DAY + MINUTE, esim);
  const answer = await call(adminOrder, `/api/admin/orders/${esim.order.id}`, {
    cookie: people.owner.cookie,
    params: { id: esim.order.id },
  });
  expect(answer.status).toBe(200);
  const { timeline } = (await answer.json()) as { timeline: { summary: string }[] };
  expect(timeline.map((entry) => entry.summary)).toContain(
    'Mail sent: Your Japan eSIM is not installed yet',
  );
});
