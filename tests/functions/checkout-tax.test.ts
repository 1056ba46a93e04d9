/**
 * The tax and consent a checkout keeps (docs/decisions/0044-checkout-tax-and-consent.md): quoted
 * from the billing and IP countries, settled with the card's, carried by the order whichever path
 * makes it; the charge is always the price shown.
 */
import Stripe from 'stripe';
import { describe, expect, test } from 'vitest';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import completeOrder from '../../netlify/functions/complete-order.mts';
import webhook from '../../netlify/functions/stripe-webhook.mts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import { DELIVERY_CONSENT_KEY } from '../../src/features/checkout/billing-consent.ts';
import { findOrder, orderIdFor } from '../../src/features/orders/orders.server.ts';
import { quoteLocally } from '../../src/features/tax/local-tax.ts';
import { call } from '../support/call.ts';
import { payWithTestCard } from '../support/checkout-calls.ts';
import { setEnv } from '../support/env.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const WEBHOOK_SECRET = 'whsec_local_test_secret';
// Errors: the provisioning trigger has no server here.
useLocalBlobs({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, mute: ['error'] });
const { buyer } = useCustomers({ buyer: 'tax-buyer@example.com' });

const CARDS = {
  FR: '4000 0025 0000 0003',
  DE: '4000 0027 6000 0016',
  GB: '4000 0082 6000 0000',
  JP: '4000 0039 2000 0003',
  US: '4242 4242 4242 4242',
} as const;

interface Checkout {
  billingCountry: string;
  currency: string;
  ipCountry?: string;
  business?: { name: string; address: string; vatId: string | null };
  language?: string;
}

function open({ billingCountry, currency, ipCountry, business, language = 'en' }: Checkout) {
  return call(createIntent, '/api/create-payment-intent', {
    body: {
      planId: 'fr-5gb-7d',
      currency,
      billingCountry,
      deliveryConsent: DELIVERY_CONSENT_KEY,
      ...(business ? { business } : {}),
    },
    cookie: buyer.cookie,
    headers: { 'Accept-Language': language },
    ...(ipCountry ? { country: ipCountry } : {}),
  });
}

async function buy(checkout: Checkout, card: keyof typeof CARDS) {
  const quote = (await (await open(checkout)).json()) as CreatedIntent;
  expect(await (await payWithTestCard(quote.clientSecret, CARDS[card])).json()).toEqual({
    status: 'succeeded',
  });
  const made = await call(completeOrder, '/api/complete-order', {
    body: { paymentIntentId: quote.paymentIntentId },
    cookie: buyer.cookie,
  });
  expect(made.status).toBe(201);
  const order = (await findOrder(orderIdFor(quote.paymentIntentId)))!;
  return { quote, order };
}

describe('each country pays the price shown, its tax included', () => {
  const cases = [
    { country: 'FR', currency: 'EUR', rate: 2000 },
    { country: 'DE', currency: 'EUR', rate: 1900 },
    { country: 'GB', currency: 'GBP', rate: 2000 },
    { country: 'JP', currency: 'JPY', rate: 1000 },
    { country: 'US', currency: 'USD', rate: 0 },
  ] as const;
  for (const { country, currency, rate } of cases) {
    test(`${currency} billed in ${country}`, async () => {
      const checkout = { billingCountry: country, currency, ipCountry: country };
      const { quote, order } = await buy(checkout, country);
      expect(order.amountCents).toBe(quote.amount);
      expect(order.currency).toBe(currency.toLowerCase());
      const computed = quoteLocally({
        amount: quote.amount,
        currency: currency.toLowerCase(),
        evidence: { billingCountry: country, cardCountry: country, ipCountry: country },
        business: null,
        reference: 'expected',
      });
      expect(order.tax).toEqual(computed);
      expect(order.tax?.rateBasisPoints).toBe(rate);
      // The summary shows the tax included, or nothing where none is charged.
      expect(quote.tax).toEqual(
        rate === 0 ? null : { country, rateBasisPoints: rate, amount: computed.amount },
      );
    });
  }
});

describe('the evidence of the buyer’s country', () => {
  test('the card’s country, agreeing with the IP’s, overrules the billing country', async () => {
    const checkout = { billingCountry: 'DE', currency: 'EUR', ipCountry: 'FR' };
    const { quote, order } = await buy(checkout, 'FR');
    // Before paying only billing (DE) and IP (FR) are known, and they disagree.
    expect(quote.tax).toMatchObject({ country: 'DE', rateBasisPoints: 1900 });
    expect(order.tax).toMatchObject({
      country: 'FR',
      rateBasisPoints: 2000,
      evidence: { billingCountry: 'DE', cardCountry: 'FR', ipCountry: 'FR' },
    });
    expect(order.amountCents).toBe(quote.amount);
  });

  test('three countries that disagree keep the billing country, marked for review', async () => {
    const checkout = { billingCountry: 'FR', currency: 'EUR', ipCountry: 'DE' };
    const { order } = await buy(checkout, 'GB');
    expect(order.tax).toMatchObject({ country: 'FR', evidenceConflict: true });
  });
});

test('no tax is collected where the shop is not registered', async () => {
  const restore = setEnv({ TAX_REGISTRATIONS: 'none' });
  try {
    const { quote, order } = await buy({ billingCountry: 'FR', currency: 'EUR' }, 'FR');
    expect(quote.tax).toBeNull();
    expect(order.tax).toMatchObject({ scheme: null, amount: 0, rateBasisPoints: 0 });
  } finally {
    restore();
  }
});

describe('the business buyer', () => {
  test('its company and VAT number go on the order, the VAT number tidied', async () => {
    const business = { name: 'Acme GmbH', address: 'Hauptstr. 1, Berlin', vatId: 'de 123 456 789' };
    const { order } = await buy({ billingCountry: 'DE', currency: 'EUR', business }, 'DE');
    expect(order.businessBuyer).toEqual({ ...business, vatId: 'DE123456789', country: 'DE' });
    expect(order.tax?.business).toBe(true);
  });

  test('a malformed VAT number or a missing company name is refused, in the buyer’s language', async () => {
    for (const [business, words] of [
      [{ name: 'Acme', address: '', vatId: 'D1' }, 'USt-IdNr.'],
      [{ name: ' ', address: '', vatId: null }, 'Unternehmens'],
    ] as const) {
      const answer = await open({
        billingCountry: 'DE',
        currency: 'EUR',
        business,
        language: 'de',
      });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toContain(words);
    }
  });

  test('an unknown billing country is refused', async () => {
    const answer = await open({ billingCountry: 'ZZ', currency: 'EUR' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      message: 'Choose your billing country from the list',
    });
  });
});

describe('the consent to delivery within the withdrawal period', () => {
  test('is required: without it no payment is started', async () => {
    for (const deliveryConsent of [undefined, false, 'checkout.somethingElse']) {
      const answer = await call(createIntent, '/api/create-payment-intent', {
        body: { planId: 'fr-5gb-7d', billingCountry: 'FR', deliveryConsent },
        cookie: buyer.cookie,
      });
      expect(answer.status).toBe(400);
      const body = (await answer.json()) as { message: string; clientSecret?: string };
      expect(body.message).toBe(
        'Please tick the box asking for your eSIM to be delivered now before you pay',
      );
      expect(body.clientSecret).toBeUndefined();
    }
  });

  test('is kept with the order: when, which wording, in which language', async () => {
    const { order } = await buy(
      { billingCountry: 'FR', currency: 'EUR', ipCountry: 'FR', language: 'fr' },
      'FR',
    );
    expect(order.deliveryConsent).toMatchObject({ textKey: DELIVERY_CONSENT_KEY, locale: 'fr' });
    expect(Date.parse(order.deliveryConsent!.at)).toBeLessThanOrEqual(Date.parse(order.createdAt));
  });
});

function signedEvent(paymentIntentId: string) {
  const payload = JSON.stringify({
    id: `evt_${paymentIntentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: paymentIntentId, object: 'payment_intent' } },
  });
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
  });
  return { payload, signature };
}

test('the webhook and complete-order make the same order with the same tax, once', async () => {
  for (const webhookFirst of [true, false]) {
    const quote = (await (
      await open({ billingCountry: 'GB', currency: 'GBP', ipCountry: 'GB' })
    ).json()) as CreatedIntent;
    await payWithTestCard(quote.clientSecret, CARDS.GB);
    const viaWebhook = async () => {
      const { payload, signature } = signedEvent(quote.paymentIntentId);
      await call(webhook, '/api/stripe/webhook', {
        body: payload,
        headers: { 'stripe-signature': signature },
      });
      return findOrder(orderIdFor(quote.paymentIntentId));
    };
    const viaClient = async () => {
      const answer = await call(completeOrder, '/api/complete-order', {
        body: { paymentIntentId: quote.paymentIntentId },
        cookie: buyer.cookie,
      });
      expect(answer.ok).toBe(true);
      return findOrder(orderIdFor(quote.paymentIntentId));
    };
    const first = await (webhookFirst ? viaWebhook : viaClient)();
    const second = await (webhookFirst ? viaClient : viaWebhook)();
    expect(second).toEqual(first);
    expect(first?.tax).toMatchObject({ country: 'GB', scheme: 'uk', rateBasisPoints: 2000 });
  }
});
