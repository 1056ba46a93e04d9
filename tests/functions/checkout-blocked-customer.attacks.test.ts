/**
 * The fourth review's item 6, with the real handlers, the test gateway, the simulated provider and
 * a local Blobs server: a checkout opened before its account was blocked and paid after it. The
 * block cancels the account's open checkouts (top-ups too); a payment that still succeeds is
 * refunded in full and mailed, never made an order, on every path; and a payment decided before
 * the block is forced at every point of its fulfilment.
 */
import { getStore } from '@netlify/blobs';
import { describe, expect, test, vi } from 'vitest';
import customerAction from '../../netlify/functions/admin-customer-action.mts';
import completeOrder from '../../netlify/functions/complete-order.mts';
import redriveOrders from '../../netlify/functions/redrive-orders.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import webhook from '../../netlify/functions/stripe-webhook.mts';
import { unblockAccount } from '../../src/features/auth/account-blocks.server.ts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import { createPaymentIntent } from '../../src/features/checkout/checkout.server.ts';
import { fulfilAndStartProvisioning } from '../../src/features/checkout/fulfil.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { findOrder, orderIdFor } from '../../src/features/orders/orders.server.ts';
import {
  confirmTestPayment,
  findTestRefund,
  testGateway,
} from '../../src/features/payments/test-gateway.server.ts';
import { listEverySimulatedBundle } from '../../src/features/provisioning/providers/simulated-esims.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { signedInCustomer, type Customer } from '../support/accounts.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call, cookiesOf } from '../support/call.ts';
import { openCheckout, payWithTestCard } from '../support/checkout-calls.ts';
import { betweenWrites, forEachInterleaving } from '../support/faults-blobs.ts';
import { signedSucceededEvent, useSiteOrigin } from '../support/faults-site.ts';
import { functionContext } from '../support/netlify-context.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';
import { CHECKOUT_ANSWERS } from '../support/checkout-answers.ts';

const OWNER = 'blocked-payments-owner@roamly.example';
const WEBHOOK_SECRET = 'whsec_trust_blocked_payments';
const PLAN = 'al-20gb-30d';
const TOP_UP_PLAN = 'jp-10gb-14d';

useLocalBlobs({
  env: {
    ADMIN_EMAILS: OWNER,
    SIMULATED_PROVIDER_LATENCY_MS: '0',
    SIMULATED_PROVIDER_FAILURE_RATE: '0',
    SIMULATED_INSTALL_AFTER_MS: String(60 * 60_000),
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  },
  mute: ['warn', 'error'],
});
const site = useSiteOrigin();
const { owner } = useCustomers({ owner: OWNER });

const block = (who: Customer) =>
  call(customerAction, `/api/admin/customers/${who.userId}/block`, {
    body: {},
    cookie: owner.cookie,
    params: { id: who.userId, action: 'block' },
  });

async function startCheckout(who: Customer, body: { planId: string; topUpOf?: string }) {
  const answer = await openCheckout(who, body);
  expect(answer.status).toBe(200);
  return (await answer.json()) as CreatedIntent;
}

async function pay(quote: CreatedIntent) {
  return (await payWithTestCard(quote.clientSecret)).json() as Promise<{ status: string }>;
}

/** Stripe's `payment_intent.succeeded`, as it arrives after a payment. */
async function deliverWebhook(quote: CreatedIntent) {
  const { payload, signature } = signedSucceededEvent(
    quote.paymentIntentId,
    `evt_blocked_${quote.paymentIntentId}`,
    WEBHOOK_SECRET,
  );
  const answer = await call(webhook, '/api/stripe/webhook', {
    body: payload,
    headers: { 'Stripe-Signature': signature },
  });
  expect(answer.status).toBe(200);
}

/** The scheduled re-drive, as Netlify calls it. */
const runRedrive = () =>
  redriveOrders(
    new Request(`${site.origin}/.netlify/functions/redrive-orders`, {
      method: 'POST',
      body: JSON.stringify({ next_run: new Date().toISOString() }),
    }),
    functionContext(),
  );

const mailsTo = async (who: Customer, kind: string, text = '') =>
  (await listOutbox({ to: who.email, kind })).filter((mail) => mail.text.includes(text));

/** What the customer has been sold so far: eSIM bundles bought, 'ready' and 'data added' mails. */
const soldTo = async (who: Customer) => ({
  bundles: (await listEverySimulatedBundle()).length,
  readyMails: (await mailsTo(who, 'order-ready')).length,
  dataAddedMails: (await mailsTo(who, 'top-up-applied')).length,
});

/** Nothing was sold since `before`: no order of the quote, no bundle bought, no mail of either. */
async function expectNothingSold(
  who: Customer,
  quote: CreatedIntent,
  before: Awaited<ReturnType<typeof soldTo>>,
) {
  expect(await findOrder(orderIdFor(quote.paymentIntentId))).toBeNull();
  expect(await soldTo(who)).toEqual(before);
}

describe('item 6: a blocked customer never gets an eSIM', () => {
  test('a checkout opened before the block cannot be paid after it; the webhook and the re-drive sell nothing', async () => {
    const buyer = await signedInCustomer('blocked-attack@example.com');
    const quote = await startCheckout(buyer, { planId: PLAN });
    const before = await soldTo(buyer);
    expect((await block(buyer)).status).toBe(200);

    expect(await pay(quote)).toMatchObject({ status: 'canceled' });
    await deliverWebhook(quote);
    await runRedrive();
    await site.idle();

    await expectNothingSold(buyer, quote, before);
    expect(await testGateway.retrieveIntent(quote.paymentIntentId)).toMatchObject({
      status: 'canceled',
    });
    expect(await findTestRefund(quote.paymentIntentId)).toBeNull();
    recordAttack({
      round: 4,
      item: 6,
      attack:
        'a checkout opened before the account was blocked, paid after it, then the webhook and the re-drive',
      tries: 3,
      outcome: 'refused',
    });
  });

  test('a block cancels the account’s open checkout and its open top-up at the gateway, reading only the account’s own keys', async () => {
    const buyer = await signedInCustomer('blocked-top-up@example.com');
    const esim = await deliveredOrder(buyer.userId, simulatorAt({ now: Date.now() }));
    const quotes = [
      await startCheckout(buyer, { planId: PLAN }),
      await startCheckout(buyer, { planId: TOP_UP_PLAN, topUpOf: esim.id }),
    ];
    const before = await soldTo(buyer);
    const store = Object.getPrototypeOf(getStore({ name: 'dev-orders' })) as {
      list: (options?: { prefix?: string }) => unknown;
    };
    const listed = vi.spyOn(store, 'list');
    try {
      expect((await block(buyer)).status).toBe(200);
      // Only listings under this account: nothing that grows with the shop's history.
      for (const [options] of listed.mock.calls) expect(options?.prefix).toContain(buyer.userId);
    } finally {
      listed.mockRestore();
    }

    for (const quote of quotes) {
      expect(await testGateway.retrieveIntent(quote.paymentIntentId)).toMatchObject({
        status: 'canceled',
      });
      expect(await pay(quote)).toMatchObject({ status: 'canceled' });
      await deliverWebhook(quote);
      await expectNothingSold(buyer, quote, before);
    }
    recordAttack({
      round: 4,
      item: 6,
      attack: 'a blocked account pays its open checkout and its open top-up',
      tries: 2,
      outcome: 'refused',
    });
  });

  test.each([
    ['the gateway failed the block’s cancel', 'cancel-failed'],
    ['the payment beat the block’s cancel', 'beat-the-cancel'],
  ] as const)(
    'a payment that still succeeds (%s) is refunded in full, mailed once, and buys nothing on any path',
    async (label, how) => {
      const buyer = await signedInCustomer(`blocked-${how}@example.com`);
      const quote = await startCheckout(buyer, { planId: PLAN });
      const before = await soldTo(buyer);
      const fault =
        how === 'cancel-failed'
          ? vi
              .spyOn(testGateway, 'cancelIntent')
              .mockRejectedValueOnce(new Error('The gateway is down (injected fault)'))
          : null;
      let paidInside = false;
      // The block is held right after the account is marked blocked; the customer pays there.
      const hold = betweenWrites(async (store, key, value) => {
        if (how !== 'beat-the-cancel' || paidInside || !store.endsWith('users')) return;
        if (key !== `id/${buyer.userId}` || !(value as { blockedAt?: string }).blockedAt) return;
        paidInside = true;
        expect(await pay(quote)).toEqual({ status: 'succeeded' });
      });
      try {
        expect((await block(buyer)).status).toBe(200);
      } finally {
        hold.restore();
        fault?.mockRestore();
      }
      if (how === 'cancel-failed') expect(await pay(quote)).toEqual({ status: 'succeeded' });
      else expect(paidInside).toBe(true);

      await deliverWebhook(quote);
      await runRedrive();
      await site.idle();
      await runRedrive();
      // Unblocked later, the customer's page asks once more: it is told, not sold.
      await unblockAccount(buyer.userId);
      const session = cookiesOf(
        await call(signin, '/api/auth/signin', {
          body: { email: buyer.email, password: 'a test customer passphrase' },
        }),
      );
      const answer = await call(completeOrder, '/api/complete-order', {
        body: { paymentIntentId: quote.paymentIntentId },
        cookie: session,
      });
      expect(answer.status).toBe(409);
      expect(((await answer.json()) as { message: string }).message).toMatch(
        /account is suspended.*support.*refunded in full/,
      );

      await expectNothingSold(buyer, quote, before);
      expect(await findTestRefund(quote.paymentIntentId)).toMatchObject({ amount: quote.amount });
      const mails = await mailsTo(buyer, 'payment-refunded', quote.paymentIntentId);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toMatch(/account is suspended.*support.*refunded in full/);
      expect(mails[0]?.links[0]).toMatch(/\/contact$/);
      recordAttack({
        round: 4,
        item: 6,
        attack: `a blocked account's payment that still succeeds (${label}), then the webhook, the re-drive and complete-order`,
        tries: 4,
        outcome: 'refused',
      });
    },
  );

  test('a block costs the same Blobs calls whether the shop holds 1 or 12 other customers’ open checkouts', async () => {
    const store = Object.getPrototypeOf(getStore({ name: 'dev-orders' })) as Record<
      string,
      (...args: unknown[]) => unknown
    >;
    const methods = ['get', 'getWithMetadata', 'getMetadata', 'list', 'set', 'setJSON', 'delete'];
    /** Blocks a customer with one open checkout, counting every Blobs call the block makes. */
    async function callsOfBlocking(email: string): Promise<number> {
      const buyer = await signedInCustomer(email);
      await startCheckout(buyer, { planId: PLAN });
      const spies = methods.map((method) => vi.spyOn(store, method));
      try {
        expect((await block(buyer)).status).toBe(200);
        await site.idle();
        return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    }
    const othersCheckOut = async (from: number, to: number) => {
      for (let n = from; n < to; n++)
        await startCheckout(await signedInCustomer(`blocked-size-other-${n}@example.com`), {
          planId: PLAN,
        });
    };

    await othersCheckOut(0, 1);
    const small = await callsOfBlocking('blocked-size-small@example.com');
    await othersCheckOut(1, 12);
    const large = await callsOfBlocking('blocked-size-large@example.com');
    expect(large).toBe(small);
  });

  test('a payment decided before the block is a payment made before it; one decided after is refunded, at every point of fulfilment', async () => {
    const buyer = await signedInCustomer('blocked-race@example.com');
    let tries = 0;
    const ends = { order: 0, refund: 0, afterAccountRead: 0 };
    const interleavings = await forEachInterleaving({
      setup: async () => {
        await unblockAccount(buyer.userId);
        const created = await createPaymentIntent(
          testGateway,
          buyer.userId,
          { planId: PLAN, ...CHECKOUT_ANSWERS },
          `race-${++tries}`,
        );
        if (!created.ok) throw new Error(`No checkout: ${created.reason}`);
        const { clientSecret, paymentIntentId } = created.intent;
        expect(await confirmTestPayment(clientSecret, '4242424242424242')).toMatchObject({
          ok: true,
          outcome: { status: 'succeeded' },
        });
        return {
          intentId: paymentIntentId,
          amount: created.intent.amount,
          orderId: orderIdFor(paymentIntentId),
          steps: [] as string[],
          outcomeAtBlock: undefined as { outcome?: string } | null | undefined,
        };
      },
      holdAfterReads: true,
      matches: (fixture, key) => {
        const ours = [fixture.intentId, fixture.orderId, buyer.userId].some((id) =>
          key.includes(id),
        );
        if (ours) fixture.steps.push(key);
        return ours;
      },
      // The webhook's fulfilment of the paid intent; provisioning is not the question here.
      runA: (fixture) =>
        fulfilAndStartProvisioning(
          testGateway,
          { paymentIntentId: fixture.intentId },
          async () => {},
        ),
      runB: async (fixture) => {
        fixture.outcomeAtBlock = (await openStore('orders').get(
          `payment-outcome/${fixture.intentId}`,
          { type: 'json' },
        )) as { outcome?: string } | null;
        return (await block(buyer)).status;
      },
      check: async ({ fixture, a, b, step }) => {
        const context = `blocked after fulfilment's step ${step} (${fixture.steps[step - 1]})`;
        expect(b, context).toBe(200);
        const order = await findOrder(fixture.orderId);
        const refund = await findTestRefund(fixture.intentId);
        const mails = await mailsTo(buyer, 'payment-refunded', fixture.intentId);
        if (fixture.outcomeAtBlock?.outcome === 'order') {
          ends.order++;
          expect(a.ok, context).toBe(true);
          expect(order, context).not.toBeNull();
          expect(refund, context).toBeNull();
          expect(mails, context).toEqual([]);
        } else {
          ends.refund++;
          expect(a, context).toMatchObject({ ok: false, reason: 'payment-refunded' });
          expect(order, context).toBeNull();
          expect(refund, context).toMatchObject({ amount: fixture.amount });
          expect(mails, context).toHaveLength(1);
        }
        // The interleaving of the review: fulfilment has read the account, not yet decided.
        if (fixture.steps[step - 1] === `id/${buyer.userId}`) {
          ends.afterAccountRead++;
          expect(order, `${context}: read the account just before the block`).toBeNull();
        }
      },
    });
    expect(ends.order).toBeGreaterThan(0);
    expect(ends.refund).toBeGreaterThan(0);
    expect(ends.afterAccountRead).toBe(1);
    recordAttack({
      round: 4,
      item: 6,
      attack:
        'a payment’s fulfilment reads the account just before the block, forced at every step',
      tries: interleavings,
      outcome: 'no effect',
    });
  });
});
