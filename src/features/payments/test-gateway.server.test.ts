/**
 * The test gateway's refunds, in the real local Blobs server: one per intent, whatever is asked.
 */
import { describe, expect, test } from 'vitest';
import { useLocalBlobs } from '../../../tests/support/use-local-blobs.ts';
import { confirmTestPayment, findTestRefund, testGateway } from './test-gateway.server.ts';

useLocalBlobs();

let sequence = 0;
async function paidIntent(amount = 1850): Promise<string> {
  const { id, clientSecret } = await testGateway.createIntent({
    amount,
    currency: 'usd',
    metadata: {},
    idempotencyKey: `refund-test-${++sequence}`,
  });
  await confirmTestPayment(clientSecret, '4242424242424242');
  return id;
}

describe('refunds on the test gateway', () => {
  test('records one refund of the amount and marks the intent refunded', async () => {
    const intentId = await paidIntent();
    const refund = await testGateway.refund({
      paymentIntentId: intentId,
      amountCents: 1850,
      idempotencyKey: 'refund:a',
    });
    expect(refund.id).toMatch(/^re_test_[a-f0-9]{24}$/);
    expect(await findTestRefund(intentId)).toMatchObject({
      id: refund.id,
      amount: 1850,
      idempotencyKey: 'refund:a',
    });
  });

  test('a repeat, even under another key, answers the same refund: an intent is paid back once', async () => {
    const intentId = await paidIntent();
    const first = await testGateway.refund({
      paymentIntentId: intentId,
      amountCents: 1850,
      idempotencyKey: 'refund:b',
    });
    const repeats = [
      await testGateway.refund({
        paymentIntentId: intentId,
        amountCents: 1850,
        idempotencyKey: 'refund:b',
      }),
      await testGateway.refund({
        paymentIntentId: intentId,
        amountCents: 1850,
        idempotencyKey: 'refund:other',
      }),
    ];
    expect(repeats).toEqual([first, first]);
  });

  test('refuses an unpaid or unknown intent, and more than was paid', async () => {
    const { id: unpaid } = await testGateway.createIntent({
      amount: 1500,
      currency: 'usd',
      metadata: {},
      idempotencyKey: 'refund-test-unpaid',
    });
    await expect(
      testGateway.refund({
        paymentIntentId: unpaid,
        amountCents: 1500,
        idempotencyKey: 'refund:c',
      }),
    ).rejects.toThrow(/not a succeeded payment/);
    await expect(
      testGateway.refund({
        paymentIntentId: 'pi_test_missing',
        amountCents: 1500,
        idempotencyKey: 'refund:d',
      }),
    ).rejects.toThrow();
    const paid = await paidIntent(1500);
    await expect(
      testGateway.refund({ paymentIntentId: paid, amountCents: 1501, idempotencyKey: 'refund:e' }),
    ).rejects.toThrow(/cannot refund/);
    expect(await findTestRefund(unpaid)).toBeNull();
    expect(await findTestRefund(paid)).toBeNull();
  });
});

describe('a paid intent on the test gateway', () => {
  test('names the card that paid it: its brand and last 4 digits, as Stripe reports them', async () => {
    const { id, clientSecret } = await testGateway.createIntent({
      amount: 1500,
      currency: 'eur',
      metadata: {},
      idempotencyKey: `card-test-${++sequence}`,
    });
    expect((await testGateway.retrieveIntent(id))?.paymentCard).toBeNull();
    await confirmTestPayment(clientSecret, '5555 5555 5555 4444');
    expect(await testGateway.retrieveIntent(id)).toMatchObject({
      status: 'succeeded',
      cardCountry: 'US',
      paymentCard: { brand: 'mastercard', last4: '4444' },
    });
  });
});

describe('cancelling an intent on the test gateway', () => {
  test('an unpaid intent is cancelled, and confirming it then fails as on Stripe, whatever the card', async () => {
    const { id, clientSecret } = await testGateway.createIntent({
      amount: 1500,
      currency: 'usd',
      metadata: {},
      idempotencyKey: `cancel-test-${++sequence}`,
    });
    expect(await testGateway.cancelIntent(id)).toBe('canceled');
    expect(await testGateway.cancelIntent(id)).toBe('canceled');
    expect(await confirmTestPayment(clientSecret, '4242424242424242')).toEqual({
      ok: true,
      outcome: { status: 'canceled', error: { message: 'api.card.paymentCancelled' } },
    });
    expect((await testGateway.retrieveIntent(id))?.status).toBe('canceled');
  });

  test('a paid intent is not cancelled: the answer is its status; an unknown one answers null', async () => {
    const paid = await paidIntent();
    expect(await testGateway.cancelIntent(paid)).toBe('succeeded');
    expect((await testGateway.retrieveIntent(paid))?.status).toBe('succeeded');
    expect(await testGateway.cancelIntent('pi_test_000000000000000000000000')).toBeNull();
  });
});
