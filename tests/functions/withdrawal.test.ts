/**
 * 'Withdraw from contract here': signed out through the mailed link in two steps, the
 * acknowledgement with the time of receipt, one refund however often confirm is pressed, nothing
 * for a stranger with an order number, and a used plan acknowledged but not refunded.
 */
import { describe, expect, test } from 'vitest';
import withdrawalConfirm from '../../netlify/functions/withdrawal-confirm.mts';
import withdrawalContract from '../../netlify/functions/withdrawal-contract.mts';
import withdrawalLink from '../../netlify/functions/withdrawal-link.mts';
import { loadTranslator } from '../../src/features/i18n/load-translator.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { findTestRefund } from '../../src/features/payments/test-gateway.server.ts';
import { withdrawalAside } from '../../src/features/withdrawal/withdrawal-mail-line.ts';
import { findWithdrawal } from '../../src/features/withdrawal/withdrawal-records.server.ts';
import { confirmWithdrawal } from '../../src/features/withdrawal/withdrawals.server.ts';
import { supportEmail } from '../../src/lib/env.ts';
import { call, ORIGIN } from '../support/call.ts';
import { setEnv } from '../support/env.ts';
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

const OWNER = 'withdrawal-owner@example.com';
const STRANGER = 'withdrawal-stranger@example.com';
useLocalBlobs({ mute: ['error'] });
const { owner } = useCustomers({ owner: OWNER, stranger: STRANGER });

const CONSENT = { at: new Date().toISOString(), textKey: 'checkout.deliveryConsent', locale: 'en' };

async function askForLink(orderNumber: string, email: string) {
  const answer = await call(withdrawalLink, '/api/withdrawal/link', {
    body: { orderNumber, email },
  });
  await afterAnswersSettled();
  return { status: answer.status, body: await answer.text() };
}

const linkMails = (to: string) => listOutbox({ to, kind: 'withdrawal-link' });
const ackMails = (to: string) => listOutbox({ to, kind: 'withdrawal-received' });
const linkIn = (text: string) => /\/withdraw\/confirm\?link=([A-Za-z0-9._-]+)/.exec(text)?.[1];

describe('signed out, from the mailed link', () => {
  test('order number and e-mail mail a link; the link shows the contract; confirm refunds the unused plan and the acknowledgement gives the date and time of receipt', async () => {
    const restore = setEnv({ SIMULATED_INSTALL_AFTER_MS: String(60 * 60_000) });
    try {
      const order = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
      const asked = await askForLink(`#${order.id.slice(0, 8)}`, OWNER.toUpperCase());
      expect(asked.status).toBe(200);
      const [mail] = await linkMails(OWNER);
      const link = linkIn(mail!.text);
      expect(link).toBeDefined();

      const shown = await call(withdrawalContract, '/api/withdrawal/contract', { body: { link } });
      expect(shown.status).toBe(200);
      expect(await shown.json()).toMatchObject({
        contract: {
          orderId: order.id,
          orderNumber: order.id.slice(0, 8),
          boughtAt: order.createdAt,
          email: OWNER,
          receivedAt: null,
        },
      });
      expect(await findWithdrawal(order.id)).toBeNull();

      const confirmed = await call(withdrawalConfirm, '/api/withdrawal/confirm', {
        body: { link, name: 'Ana Traveller', timeZone: 'Europe/Paris' },
      });
      expect(confirmed.status).toBe(200);
      const answer = (await confirmed.json()) as { message: string; withdrawal: object };
      expect(answer.withdrawal).toMatchObject({ outcome: 'refunded' });
      expect(answer.message).toContain('$18.50');
      expect(await findOrder(order.id)).toMatchObject({ refundedAt: expect.any(String) });
      expect(await findTestRefund(order.paymentIntentId)).toMatchObject({ amount: 1850 });

      const withdrawal = (await findWithdrawal(order.id))!;
      expect(withdrawal).toMatchObject({ name: 'Ana Traveller', via: 'link', outcome: 'refunded' });
      const [ack] = await ackMails(OWNER);
      const received = new Date(withdrawal.receivedAt);
      const utc = new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'long',
        timeStyle: 'long',
        timeZone: 'UTC',
      }).format(received);
      const paris = new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'long',
        timeStyle: 'long',
        timeZone: 'Europe/Paris',
      }).format(received);
      expect(ack!.text).toContain(`We received your withdrawal on ${utc}.`);
      expect(ack!.text).toContain(`In your time zone (Europe/Paris) that was ${paris}.`);
      expect(ack!.text).toContain(order.id.slice(0, 8));
      expect(ack!.text).toContain('refunded $18.50');
      expect(ack!.text).toContain('Ana Traveller');
    } finally {
      restore();
    }
  });

  test('a stranger with the order number but not the e-mail learns nothing: the same status and body, and no mail to anyone', async () => {
    const order = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
    const before = (await listOutbox({ kind: 'withdrawal-link' })).length;
    const known = await askForLink(order.id.slice(0, 8), OWNER);
    const mailsAfterOwner = (await listOutbox({ kind: 'withdrawal-link' })).length;
    expect(mailsAfterOwner).toBe(before + 1);
    const stranger = await askForLink(order.id.slice(0, 8), STRANGER);
    const unknown = await askForLink(order.id.slice(0, 8), 'nobody-here@example.com');
    expect(stranger).toEqual(known);
    expect(unknown).toEqual(known);
    expect(await linkMails(STRANGER)).toEqual([]);
    expect((await listOutbox({ kind: 'withdrawal-link' })).length).toBe(mailsAfterOwner);
  });

  test('a forged or altered link is refused with 410 and records nothing', async () => {
    const order = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
    const forged = `${order.id}.${Date.now().toString(36)}.${'A'.repeat(43)}`;
    const answer = await call(withdrawalConfirm, '/api/withdrawal/confirm', {
      body: { link: forged, name: 'Mallory' },
    });
    expect(answer.status).toBe(410);
    expect(await answer.json()).toEqual({ message: expect.any(String) });
    expect(await findWithdrawal(order.id)).toBeNull();
  });
});

describe('confirm pressed twice at once', () => {
  test('an unused plan is refunded once, one withdrawal is recorded and one acknowledgement sent, at every interleaving', async () => {
    const tries = await forEachInterleaving({
      setup: async () => {
        const simulator = simulatorAt({ now: Date.now() });
        const order = await deliveredOrder(owner.userId, simulator);
        const { provider, revokes } = countingRevokes(simulator);
        const { gateway, refunds } = countingRefunds();
        return { order, revokes, refunds, deps: { provider, gateway } };
      },
      matches: ({ order }, key) => key.includes(order.id),
      runA: ({ order, deps }) =>
        confirmWithdrawal(
          { userId: owner.userId, orderId: order.id },
          { name: 'Ana', timeZone: null, locale: 'en' },
          deps,
        ),
      runB: ({ order, deps }) =>
        confirmWithdrawal(
          { userId: owner.userId, orderId: order.id },
          { name: 'Ana', timeZone: null, locale: 'en' },
          deps,
        ),
      check: async ({ fixture: { order, revokes, refunds }, a, b, step }) => {
        const context = `run B after run A's step ${step}`;
        expect([a.ok, b.ok], context).toEqual([true, true]);
        expect(revokes, context).toHaveLength(1);
        expect(refunds, context).toEqual([`refund:${order.id}`]);
        expect(await refundMails(OWNER, order), context).toHaveLength(1);
        const acks = (await ackMails(OWNER)).filter((mail) =>
          mail.text.includes(order.id.slice(0, 8)),
        );
        expect(acks, context).toHaveLength(1);
      },
    });
    expect(tries).toBeGreaterThanOrEqual(3);
    // Every interleaving is a whole withdrawal and refund: a hang catcher, not a speed test.
  }, 180_000);
});

describe('a used plan', () => {
  test('an installed eSIM bought with consent to immediate delivery: the withdrawal is received and acknowledged, and nothing is refunded', async () => {
    const clock = { now: Date.now() };
    const simulator = simulatorAt(clock, 60_000);
    const order = await deliveredOrder(owner.userId, simulator, { deliveryConsent: CONSENT });
    clock.now += 10 * 60_000;
    const { gateway, refunds } = countingRefunds();
    const confirmed = await confirmWithdrawal(
      { userId: owner.userId, orderId: order.id },
      { name: 'Ana', timeZone: null, locale: 'en' },
      { provider: simulator, gateway, now: () => clock.now },
    );
    expect(confirmed).toMatchObject({ ok: true, withdrawal: { outcome: 'delivery-started' } });
    expect(refunds).toEqual([]);
    expect(await findOrder(order.id)).toMatchObject({ refundedAt: null });
    const ack = (await ackMails(OWNER)).find((mail) => mail.text.includes(order.id.slice(0, 8)));
    expect(ack!.text).toContain('Article 16(m)');
    expect(ack!.text).toContain('no refund is due');
  });

  test('without a recorded consent the same withdrawal goes to a person, not refused, and support is mailed', async () => {
    const clock = { now: Date.now() };
    const simulator = simulatorAt(clock, 60_000);
    const order = await deliveredOrder(owner.userId, simulator);
    clock.now += 10 * 60_000;
    const confirmed = await confirmWithdrawal(
      { userId: owner.userId, orderId: order.id },
      { name: 'Ana', timeZone: null, locale: 'en' },
      { provider: simulator, gateway: countingRefunds().gateway, now: () => clock.now },
    );
    expect(confirmed).toMatchObject({
      ok: true,
      withdrawal: { outcome: 'support', reason: 'no-delivery-consent' },
    });
    const [toSupport] = (await listOutbox({ kind: 'withdrawal-needs-person' })).filter((mail) =>
      mail.subject.includes(order.id.slice(0, 8)),
    );
    expect(toSupport).toMatchObject({ to: supportEmail(), replyTo: OWNER });
  });
});

describe('order mails carry the withdrawal link while the period runs', () => {
  test("the 'eSIM ready' mail links to 'Withdraw from contract here' and says until when", async () => {
    const order = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
    const ready = (await listOutbox({ to: OWNER, kind: 'order-ready' })).find((mail) =>
      mail.text.includes(order.id.slice(0, 8)),
    );
    const until = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.parse(order.createdAt) + 14 * 86_400_000,
    );
    expect(ready!.text).toContain(
      `You can withdraw from this contract until ${until}. Withdraw from contract here: `,
    );
    expect(ready!.html).toMatch(/<a href="[^"]*\/withdraw"[^>]*>Withdraw from contract here<\/a>/);
  });

  test('an order past its period, or refunded, carries no such line', async () => {
    const t = await loadTranslator('en');
    const old = new Date(Date.now() - 15 * 86_400_000).toISOString();
    expect(withdrawalAside({ createdAt: old, refundedAt: null }, ORIGIN, t)).toBeUndefined();
    const recent = new Date().toISOString();
    expect(withdrawalAside({ createdAt: recent, refundedAt: recent }, ORIGIN, t)).toBeUndefined();
    expect(withdrawalAside({ createdAt: recent, refundedAt: null }, ORIGIN, t)).toMatchObject({
      label: 'Withdraw from contract here',
    });
  });
});
