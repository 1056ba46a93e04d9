/**
 * Selling lawfully, attacked: the tax a checkout charges and the owners' tax and withdrawal views.
 * A declared low-VAT billing country does not beat a card and an IP that agree on another; a VAT
 * id that is malformed, the seller's own country's or not the billing country's gets no reverse
 * charge; no payment starts without the delivery consent; the console's tax and withdrawals
 * answer only the staff they are for, and the tax CSV carries no formula. Real handlers.
 */
import { describe, expect, test } from 'vitest';
import adminTax from '../../netlify/functions/admin-tax.mts';
import adminWithdrawals from '../../netlify/functions/admin-withdrawals.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import completeOrder from '../../netlify/functions/complete-order.mts';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import { quarterOf } from '../../src/features/admin/tax/tax-quarters.ts';
import { DELIVERY_CONSENT_KEY } from '../../src/features/checkout/billing-consent.ts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import {
  createOrderOnce,
  findOrder,
  newOrder,
  orderIdFor,
} from '../../src/features/orders/orders.server.ts';
import { quoteLocally } from '../../src/features/tax/local-tax.ts';
import { invitedStaffMember } from '../support/accounts.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call, cookiesOf } from '../support/call.ts';
import { payWithTestCard } from '../support/checkout-calls.ts';
import { setEnv } from '../support/env.ts';
import { changedRecords, createBlobsSnapshotter } from '../support/hostile-snapshot.ts';
import { JAPAN_5GB_PLAN } from '../support/japan-plan.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'lawful-tax-owner@roamly.example';
const blobs = useLocalBlobs({ env: { ADMIN_EMAILS: OWNER }, mute: ['error', 'warn'] });
const { owner, buyer } = useCustomers({ owner: OWNER, buyer: 'lawful-tax-buyer@example.com' });

const CARDS = { FR: '4000 0025 0000 0003', DE: '4000 0027 6000 0016', GB: '4000 0082 6000 0000' };
type Business = { name: string; address: string; vatId: string | null };

const open = (billingCountry: string, ipCountry: string, business?: Business, consent = true) =>
  call(createIntent, '/api/create-payment-intent', {
    body: {
      planId: 'fr-5gb-7d',
      currency: 'EUR',
      billingCountry,
      ...(consent ? { deliveryConsent: DELIVERY_CONSENT_KEY } : {}),
      ...(business ? { business } : {}),
    },
    cookie: buyer.cookie,
    country: ipCountry,
  });

/** Opens, pays with a card of `card`'s country and completes: the order as made. */
async function buy(billing: string, ip: string, card: keyof typeof CARDS, business?: Business) {
  const quote = (await (await open(billing, ip, business)).json()) as CreatedIntent;
  expect(await (await payWithTestCard(quote.clientSecret, CARDS[card])).json()).toEqual({
    status: 'succeeded',
  });
  const made = await call(completeOrder, '/api/complete-order', {
    body: { paymentIntentId: quote.paymentIntentId },
    cookie: buyer.cookie,
  });
  expect(made.status).toBe(201);
  return { quote, order: (await findOrder(orderIdFor(quote.paymentIntentId)))! };
}

describe('the evidence of the buyer’s country', () => {
  test('a declared low-VAT billing country loses to a card and an IP that agree on another', async () => {
    const { quote, order } = await buy('LU', 'FR', 'FR');
    expect(order.tax).toMatchObject({
      country: 'FR',
      rateBasisPoints: 2000,
      reverseCharge: false,
      evidence: { billingCountry: 'LU', cardCountry: 'FR', ipCountry: 'FR' },
    });
    // The price shown is the price paid: only how much of it is tax follows the evidence.
    expect(order.amountCents).toBe(quote.amount);
    recordAttack({
      round: 5,
      item: 4,
      attack: 'declare a low-VAT billing country while card and IP agree on another',
      tries: 1,
      outcome: 'no effect',
    });
  });
});

describe('the reverse charge', () => {
  const acme = (vatId: string | null) => ({ name: 'Acme', address: 'Somewhere 1', vatId });

  test('a VAT id of the seller’s own member state, of another state than the billing country, or outside the EU: tax charged', async () => {
    const restore = setEnv({ SELLER_TAX_IDS: 'eu-oss:FR12345678901' });
    try {
      const cases = [
        ['FR', acme('FR12345678901'), 'FR', 2000],
        ['DE', acme('FR12345678901'), 'DE', 1900],
        ['GB', acme('DE123456789'), 'GB', 2000],
      ] as const;
      for (const [country, business, card, rate] of cases) {
        const { order } = await buy(country, country, card, business);
        expect(order.tax, `${country} ${business.vatId}`).toMatchObject({
          country,
          rateBasisPoints: rate,
          reverseCharge: false,
        });
      }
      // The control: a German business's own VAT id, billed in Germany, is reverse-charged.
      const { order } = await buy('DE', 'DE', 'DE', acme('DE123456789'));
      expect(order.tax).toMatchObject({ country: 'DE', reverseCharge: true, amount: 0 });
      recordAttack({
        round: 5,
        item: 4,
        attack: "escape VAT with the seller's country's, another country's or a non-EU VAT id",
        tries: cases.length,
        outcome: 'refused',
      });
    } finally {
      restore();
    }
  });

  test('a malformed VAT id, or paying without the delivery consent, is refused with 400 and stores nothing', async () => {
    const snapshot = createBlobsSnapshotter(blobs.directory);
    const attempts = [
      () => open('DE', 'DE', acme('D1')),
      () => open('DE', 'DE', acme('XX<script>')),
      () => open('DE', 'DE', undefined, false),
      () => open('DE', 'DE', acme('DE123456789'), false),
    ];
    for (const attempt of attempts) {
      const before = await snapshot();
      const answer = await attempt();
      expect(answer.status).toBe(400);
      const body = (await answer.json()) as { message: string; clientSecret?: string };
      expect(body.message).toEqual(expect.any(String));
      expect(body.clientSecret).toBeUndefined();
      expect(changedRecords(before, await snapshot())).toEqual([]);
    }
    recordAttack({
      round: 5,
      item: 4,
      attack: 'start a payment with a malformed VAT id, or without the delivery consent',
      tries: attempts.length,
      outcome: 'refused',
    });
  });
});

describe('the console’s tax and withdrawals', () => {
  const get = (handler: typeof adminTax, path: string, cookie?: string) =>
    call(handler, path, { cookie });
  const quarter = quarterOf(new Date().toISOString().slice(0, 10));

  test('no session, a customer, a staff sign-in without its second factor, and support for tax: refused', async () => {
    const support = await invitedStaffMember(owner.cookie, 'lawful-tax-support@roamly.example');
    const pending = cookiesOf(
      await call(signin, '/api/auth/signin', {
        body: { email: OWNER, password: 'a test customer passphrase' },
      }),
    );
    const tax = `/api/admin/tax?quarter=${quarter}`;
    const csv = `${tax}&format=csv`;
    const refusals = [
      [adminTax, tax, undefined, 401],
      [adminTax, csv, buyer.cookie, 403],
      [adminTax, csv, pending, 403],
      [adminTax, csv, support.cookie, 403],
      [adminWithdrawals, '/api/admin/withdrawals', undefined, 401],
      [adminWithdrawals, '/api/admin/withdrawals', buyer.cookie, 403],
      [adminWithdrawals, '/api/admin/withdrawals', pending, 403],
    ] as const;
    for (const [handler, path, cookie, status] of refusals) {
      const answer = await get(handler, path, cookie);
      expect(answer.status, `${path} ${status}`).toBe(status);
      expect(await answer.json()).toEqual({ message: expect.any(String) });
    }
    expect((await get(adminWithdrawals, '/api/admin/withdrawals', support.cookie)).status).toBe(
      200,
    );
    expect((await get(adminTax, csv, owner.cookie)).status).toBe(200);
    recordAttack({
      round: 5,
      item: 5,
      attack:
        'read the tax report or the withdrawals without the right (no session, customer, no second factor, support)',
      tries: refusals.length,
      outcome: 'refused',
    });
  });

  test('company names written as formulas never reach the tax CSV as formulas', async () => {
    const formulas = ['=HYPERLINK("http://x.example","y")', '+cmd|calc', '-2+3', '@SUM(A1:A9)'];
    for (const [i, name] of formulas.entries()) {
      const business = { name, address: '=1+1', vatId: 'DE123456789', country: 'DE' };
      const evidence = { billingCountry: 'FR', cardCountry: 'FR', ipCountry: 'FR' };
      const tax = quoteLocally({
        amount: 1200,
        currency: 'eur',
        evidence,
        business: i % 2 ? { vatId: business.vatId, country: 'DE' } : null,
        reference: `formula-${i}`,
      });
      await createOrderOnce(
        newOrder({
          paymentIntentId: `pi_lawful_formula_${Date.now()}_${i}`,
          userId: buyer.userId,
          plan: JAPAN_5GB_PLAN,
          amountCents: 1200,
          currency: 'eur',
          tax,
          businessBuyer: business,
        }),
      );
    }
    const answer = await get(
      adminTax,
      `/api/admin/tax?quarter=${quarter}&format=csv`,
      owner.cookie,
    );
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toContain(`${quarter},FR,services,20,EUR`);
    for (const cell of text
      .trim()
      .split(/\r\n/)
      .slice(1)
      .flatMap((line) => line.split(',')))
      expect(cell).toMatch(/^([^=+\-@\t\r]|-?\d)/);
    for (const name of ['HYPERLINK', 'cmd', 'SUM', '=1+1']) expect(text).not.toContain(name);
    recordAttack({
      round: 5,
      item: 5,
      attack: 'a company name written as a spreadsheet formula in the tax CSV',
      tries: formulas.length,
      outcome: 'no effect',
    });
  });
});
