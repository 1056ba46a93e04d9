/** The checkout page's calls to the real functions: open a checkout, pay it with a test card. */
import { expect } from 'vitest';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import confirm from '../../netlify/functions/test-payments-confirm.mts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import { call } from './call.ts';
import { CHECKOUT_ANSWERS } from './checkout-answers.ts';

/** create-payment-intent as `who`, for a plan (or a top-up of one of their eSIMs). */
export function openCheckout(who: { cookie: string }, body: { planId: string; topUpOf?: string }) {
  return call(createIntent, '/api/create-payment-intent', {
    body: { ...CHECKOUT_ANSWERS, ...body },
    cookie: who.cookie,
  });
}

/**
 * The test gateway's card form paying a quote; its answer says whether the payment went through.
 */
export function payWithTestCard(clientSecret: string, cardNumber = '4242 4242 4242 4242') {
  return call(confirm, '/api/test-payments/confirm', { body: { clientSecret, cardNumber } });
}

/**
 * Opens a checkout of `planId` as `who` and pays it; the test fails unless the payment succeeds.
 */
export async function paidCheckout(
  who: { cookie: string },
  planId: string,
): Promise<CreatedIntent> {
  const quote = (await (await openCheckout(who, { planId })).json()) as CreatedIntent;
  expect(await (await payWithTestCard(quote.clientSecret)).json()).toEqual({ status: 'succeeded' });
  return quote;
}
