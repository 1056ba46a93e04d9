/**
 * A full refund reverses the order's committed tax once: through the real refund run, the Stripe
 * Tax adapter against a local server shaped like Stripe's API, the simulated provider, the test
 * gateway and a local Blobs server; crashes are forced where they would hurt.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { beforeEach, expect, test } from 'vitest';
import type { OrderTax } from '../../src/features/tax/order-tax.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { findRefund } from '../../src/features/refunds/refund-records.server.ts';
import { finishRefund, requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { createStripeTax } from '../../src/features/tax/stripe-tax.server.ts';
import { failOrderWrites } from '../support/faults-blobs.ts';
import { answer, useHttpServer } from '../support/local-http.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error'] });
const { customer } = useCustomers({ customer: 'refund-tax@example.com' });

/** Each reversal request, and the reversals Stripe made (one per idempotency key). */
let asked: { key: string; form: Record<string, string> }[] = [];
const made = new Map<string, string>();
/** Answers this many reversal requests with an outage first. */
let outages = 0;

function listener(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    if (req.url !== '/v1/tax/transactions/create_reversal') return answer(res, 404, {});
    if (outages > 0) {
      outages -= 1;
      return answer(res, 400, { error: { type: 'api_error', message: 'Stripe Tax is down' } });
    }
    const key = String(req.headers['idempotency-key']);
    asked.push({ key, form: Object.fromEntries(new URLSearchParams(body)) });
    if (!made.has(key)) made.set(key, `tax_rev_${made.size + 1}`);
    answer(res, 200, { id: made.get(key), object: 'tax.transaction', type: 'reversal' });
  });
}
const stripe = useHttpServer(listener);

const committedTax = (transactionId: string | null): OrderTax => ({
  country: 'FR',
  scheme: 'eu-oss',
  rateBasisPoints: 2000,
  amount: 200,
  evidence: { billingCountry: 'FR', cardCountry: 'FR', ipCountry: 'FR' },
  business: false,
  reverseCharge: false,
  calculationId: transactionId && 'taxcalc_1',
  transactionId,
});

function deps() {
  const { hostname, port } = new URL(stripe.origin);
  const tax = createStripeTax({
    secretKey: 'sk_test_local',
    clientOptions: { host: hostname, port: Number(port), protocol: 'http' },
  });
  return { provider: simulatorAt({ now: Date.now() }), gateway: testGateway, tax };
}

beforeEach(() => {
  asked = [];
  made.clear();
  outages = 0;
});

const reversalsOf = (orderId: string) =>
  [...made.keys()].filter((key) => key === `tax-reversal-${orderId}`);

test('a refund reverses the committed tax once, and finishing it again asks nothing more', async () => {
  const run = deps();
  const order = await deliveredOrder(customer.userId, run.provider, { tax: committedTax('tax_9') });
  expect(await requestRefund(customer.userId, order.id, run)).toMatchObject({ finished: true });
  expect(asked).toEqual([
    {
      key: `tax-reversal-${order.id}`,
      form: { mode: 'full', original_transaction: 'tax_9', reference: `refund:${order.id}` },
    },
  ]);
  expect(await findRefund(order.id)).toMatchObject({ step: 'done', taxReversed: true });

  await finishRefund(order.id, run);
  expect(asked).toHaveLength(1);
});

test('a crash between the reversal and its note: the re-drive asks again with the same key, one reversal', async () => {
  const run = deps();
  const order = await deliveredOrder(customer.userId, run.provider, { tax: committedTax('tax_8') });
  const fault = failOrderWrites(
    (key, value) =>
      key === `refund/${order.id}` && (value as { taxReversed?: boolean }).taxReversed === true,
  );
  try {
    expect(await requestRefund(customer.userId, order.id, run)).toMatchObject({ finished: false });
  } finally {
    fault.restore();
  }
  expect(await findRefund(order.id)).toMatchObject({
    step: 'payment-refunded',
    taxReversed: false,
  });

  expect(await finishRefund(order.id, run)).toMatchObject({ step: 'done', taxReversed: true });
  expect(asked.map(({ key }) => key)).toEqual([
    `tax-reversal-${order.id}`,
    `tax-reversal-${order.id}`,
  ]);
  expect(reversalsOf(order.id)).toHaveLength(1);
});

test('Stripe Tax down at the refund: the money goes back now, the re-drive reverses the tax', async () => {
  const run = deps();
  const order = await deliveredOrder(customer.userId, run.provider, { tax: committedTax('tax_7') });
  outages = 1;
  const first = await requestRefund(customer.userId, order.id, run);
  expect(first).toMatchObject({ ok: true, finished: false });
  expect(await findRefund(order.id)).toMatchObject({
    step: 'payment-refunded',
    taxReversed: false,
  });
  expect(asked).toEqual([]);

  expect(await finishRefund(order.id, run)).toMatchObject({ step: 'done', taxReversed: true });
  expect(reversalsOf(order.id)).toHaveLength(1);
});

test('a tax the shop computed itself, never recorded at Stripe, has nothing to reverse', async () => {
  const run = deps();
  const order = await deliveredOrder(customer.userId, run.provider, { tax: committedTax(null) });
  expect(await requestRefund(customer.userId, order.id, run)).toMatchObject({ finished: true });
  expect(asked).toEqual([]);
  expect(await findRefund(order.id)).toMatchObject({ step: 'done', taxReversed: false });
});
