/**
 * Selling lawfully, attacked: the withdrawal function. A stranger who knows an order number learns
 * nothing; a forged, altered, expired or replayed link does nothing; confirm pressed twice at once
 * from the mailed link refunds once; nobody withdraws from another customer's order or after the
 * period. Real handlers, local Blobs and outbox.
 */
import { describe, expect, test } from 'vitest';
import withdrawalConfirm from '../../netlify/functions/withdrawal-confirm.mts';
import withdrawalContract from '../../netlify/functions/withdrawal-contract.mts';
import withdrawalLink from '../../netlify/functions/withdrawal-link.mts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { findTestRefund } from '../../src/features/payments/test-gateway.server.ts';
import {
  signWithdrawalLink,
  WITHDRAWAL_LINK_LIFETIME_MS,
} from '../../src/features/withdrawal/withdrawal-link.server.ts';
import { WITHDRAWAL_PERIOD_MS } from '../../src/features/withdrawal/withdrawal-period.ts';
import { findWithdrawal } from '../../src/features/withdrawal/withdrawal-records.server.ts';
import { confirmWithdrawal } from '../../src/features/withdrawal/withdrawals.server.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call } from '../support/call.ts';
import { forEachInterleaving } from '../support/faults-blobs.ts';
import { afterAnswersSettled } from '../support/netlify-context.ts';
import {
  countingRefunds,
  countingRevokes,
  deliveredOrder,
  refundMails,
  simulatorAt,
} from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const VICTIM = 'lawful-victim@example.com';
const ATTACKER = 'lawful-attacker@example.com';
useLocalBlobs({ mute: ['error', 'warn'] });
const { victim, attacker } = useCustomers({ victim: VICTIM, attacker: ATTACKER });

const delivered = (userId: string, createdAt?: string) =>
  deliveredOrder(userId, simulatorAt({ now: Date.now() }), createdAt ? { createdAt } : {});

/** Everything a caller sees of an answer: status, headers and body, byte for byte. */
async function seen(answer: Response) {
  return { status: answer.status, headers: [...answer.headers], body: await answer.text() };
}

async function askForLink(orderNumber: string, email: string) {
  const answer = await call(withdrawalLink, '/api/withdrawal/link', {
    body: { orderNumber, email },
  });
  await afterAnswersSettled();
  return seen(answer);
}

const confirmWith = (body: Record<string, unknown>, cookie?: string) =>
  call(withdrawalConfirm, '/api/withdrawal/confirm', {
    body: { name: 'Mallory', ...body },
    cookie,
  });
const contractWith = (body: Record<string, unknown>, cookie?: string) =>
  call(withdrawalContract, '/api/withdrawal/contract', { body, cookie });
const withdrawalMails = async () =>
  (await listOutbox({ kind: 'withdrawal-link' })).length +
  (await listOutbox({ kind: 'withdrawal-received' })).length;

/** Nothing recorded, refunded or mailed for the order. */
async function untouched(order: { id: string; paymentIntentId: string }, mailsBefore: number) {
  expect(await findWithdrawal(order.id)).toBeNull();
  expect(await findOrder(order.id)).toMatchObject({ refundedAt: null });
  expect(await findTestRefund(order.paymentIntentId)).toBeNull();
  expect(await withdrawalMails()).toBe(mailsBefore);
}

describe('asking for the link without being the buyer', () => {
  test('a real order number with a wrong e-mail answers byte for byte like an invented one, and mails nobody', async () => {
    const order = await delivered(victim.userId);
    const before = await withdrawalMails();
    const real = await askForLink(order.id.slice(0, 8), ATTACKER);
    const invented = await askForLink('0123abcd', ATTACKER);
    const wholeId = await askForLink(order.id, 'nobody-at-all@example.com');
    expect(real).toEqual(invented);
    expect(wholeId).toEqual(invented);
    expect(await listOutbox({ to: ATTACKER, kind: 'withdrawal-link' })).toEqual([]);
    expect(await withdrawalMails()).toBe(before);
    // The buyer's own request gets the very same answer, and the only mail.
    expect(await askForLink(order.id.slice(0, 8), VICTIM)).toEqual(invented);
    expect(await listOutbox({ to: VICTIM, kind: 'withdrawal-link' })).toHaveLength(1);
    recordAttack({
      round: 5,
      item: 1,
      attack:
        'learn whether an order number is real, or get its withdrawal link, with a wrong e-mail',
      tries: 3,
      outcome: 'no effect',
    });
  });
});

describe('a link that was not mailed as it is', () => {
  test('forged, altered to another order, re-dated or expired: 410 with a message, nothing recorded, refunded or mailed', async () => {
    const target = await delivered(victim.userId);
    const own = await delivered(attacker.userId);
    const ownLink = signWithdrawalLink(own.id);
    const [, issued, signature] = ownLink.split('.') as [string, string, string];
    const links = {
      forged: `${target.id}.${Date.now().toString(36)}.${'A'.repeat(43)}`,
      'own link pointed at the victim': `${target.id}.${issued}.${signature}`,
      're-dated own link': `${own.id}.${(Date.now() + 60_000).toString(36)}.${signature}`,
      expired: signWithdrawalLink(target.id, Date.now() - WITHDRAWAL_LINK_LIFETIME_MS - 60_000),
      'issued in the future': signWithdrawalLink(target.id, Date.now() + 10 * 60_000),
      truncated: signWithdrawalLink(target.id).slice(0, -1),
    };
    const mails = await withdrawalMails();
    for (const [name, link] of Object.entries(links)) {
      for (const answer of [await contractWith({ link }), await confirmWith({ link })]) {
        expect(answer.status, name).toBe(410);
        expect(await answer.json(), name).toEqual({ message: expect.any(String) });
      }
      // A link and a signed-in order id together are refused before either is read.
      const both = await confirmWith({ link, orderId: target.id }, attacker.cookie);
      expect(both.status, name).toBe(400);
    }
    await untouched(target, mails);
    await untouched(own, mails);
    recordAttack({
      round: 5,
      item: 1,
      attack: 'withdraw with a forged, altered, re-dated or expired signed link',
      tries: Object.keys(links).length * 3,
      outcome: 'refused',
    });
  });

  test('a used link replayed answers what was received: no second refund, record or acknowledgement', async () => {
    const order = await delivered(victim.userId);
    const link = signWithdrawalLink(order.id);
    const first = await confirmWith({ link });
    expect(first.status).toBe(200);
    const received = (await findWithdrawal(order.id))!;
    const refunded = await findTestRefund(order.paymentIntentId);
    expect(refunded).toMatchObject({ amount: order.amountCents });
    for (const name of ['Mallory', 'Someone Else']) {
      const again = await confirmWith({ link, name });
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({
        withdrawal: { receivedAt: received.receivedAt },
      });
    }
    expect(await findWithdrawal(order.id)).toEqual(received);
    expect(await findTestRefund(order.paymentIntentId)).toEqual(refunded);
    expect(await refundMails(VICTIM, order)).toHaveLength(1);
    const acks = (await listOutbox({ to: VICTIM, kind: 'withdrawal-received' })).filter((mail) =>
      mail.text.includes(order.id.slice(0, 8)),
    );
    expect(acks).toHaveLength(1);
    recordAttack({
      round: 5,
      item: 1,
      attack: 'replay a used withdrawal link to refund or acknowledge twice',
      tries: 2,
      outcome: 'no effect',
    });
  });
});

describe('confirm from the mailed link pressed twice at once', () => {
  test('one refund, one revoke, one refund mail and one acknowledgement at every interleaving', async () => {
    const tries = await forEachInterleaving({
      setup: async () => {
        const simulator = simulatorAt({ now: Date.now() });
        const order = await deliveredOrder(victim.userId, simulator);
        const { provider, revokes } = countingRevokes(simulator);
        const { gateway, refunds } = countingRefunds();
        const link = signWithdrawalLink(order.id);
        return { order, link, revokes, refunds, deps: { provider, gateway } };
      },
      matches: ({ order }, key) => key.includes(order.id),
      runA: ({ link, deps }) =>
        confirmWithdrawal({ link }, { name: 'Ana', timeZone: null, locale: 'en' }, deps),
      runB: ({ link, deps }) =>
        confirmWithdrawal({ link }, { name: 'Ana', timeZone: null, locale: 'en' }, deps),
      check: async ({ fixture: { order, revokes, refunds }, a, b, step }) => {
        const context = `run B after run A's step ${step}`;
        expect([a.ok, b.ok], context).toEqual([true, true]);
        expect(revokes, context).toHaveLength(1);
        expect(refunds, context).toEqual([`refund:${order.id}`]);
        expect(await refundMails(VICTIM, order), context).toHaveLength(1);
        const acks = (await listOutbox({ to: VICTIM, kind: 'withdrawal-received' })).filter(
          (mail) => mail.text.includes(order.id.slice(0, 8)),
        );
        expect(acks, context).toHaveLength(1);
      },
    });
    expect(tries).toBeGreaterThanOrEqual(3);
    recordAttack({
      round: 5,
      item: 1,
      attack: 'confirm a withdrawal from the mailed link twice at once, forced at every write',
      tries,
      outcome: 'no effect',
    });
  }, 300_000);
});

describe('signed in', () => {
  test("another customer's order by its id answers like a missing one and changes nothing", async () => {
    const order = await delivered(victim.userId);
    const mails = await withdrawalMails();
    const missing = '0'.repeat(24);
    for (const ask of [contractWith, confirmWith]) {
      const theirs = await seen(await ask({ orderId: order.id }, attacker.cookie));
      const none = await seen(await ask({ orderId: missing }, attacker.cookie));
      expect(theirs.status).toBe(404);
      expect(theirs).toEqual(none);
      expect(theirs.body).not.toContain(VICTIM);
      // Without a session the order id opens nothing either.
      expect((await ask({ orderId: order.id })).status).toBe(401);
    }
    await untouched(order, mails);
    recordAttack({
      round: 5,
      item: 1,
      attack: "withdraw from another customer's order by its id while signed in",
      tries: 6,
      outcome: 'refused',
    });
  });

  test('after the withdrawal period: refused with 403 by id and by a fresh link, and no link is mailed', async () => {
    const old = new Date(Date.now() - WITHDRAWAL_PERIOD_MS - 60 * 60_000).toISOString();
    const order = await delivered(attacker.userId, old);
    const mails = await withdrawalMails();
    for (const body of [{ orderId: order.id }, { link: signWithdrawalLink(order.id) }]) {
      const refused = await confirmWith(body, attacker.cookie);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: expect.stringContaining('14') });
    }
    await askForLink(order.id.slice(0, 8), ATTACKER);
    await untouched(order, mails);
    recordAttack({
      round: 5,
      item: 1,
      attack: 'withdraw after the 14-day period, signed in or by a link',
      tries: 3,
      outcome: 'refused',
    });
  });
});
