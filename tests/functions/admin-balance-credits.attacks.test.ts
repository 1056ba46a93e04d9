/**
 * The second review's attack on the operators' balance-credit marks (round 2, item 9), through
 * the real admin function, the simulated provider, the test gateway and a local Blobs server: two
 * operators marking the same credit at once, and a mark on a refund that has not finished.
 */
import { expect, test } from 'vitest';
import balanceCredits from '../../netlify/functions/admin-balance-credits.mts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { listPendingBalanceCredit } from '../../src/features/refunds/balance-credits.server.ts';
import { findRefund } from '../../src/features/refunds/refund-records.server.ts';
import { finishRefund, requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call } from '../support/call.ts';
import { afterReads, failOrderWrites } from '../support/faults-blobs.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const PATH = '/api/admin/balance-credits';
useLocalBlobs({ env: { ADMIN_EMAILS: 'trust-credits@roamly.example' }, mute: ['error'] });
const { admin, customer } = useCustomers({
  admin: 'trust-credits@roamly.example',
  customer: 'trust-credits-traveller@example.com',
});

const mark = (orderId: string) =>
  call(balanceCredits, PATH, { cookie: admin.cookie, body: { orderId } });
const listed = async () =>
  (
    (await (await call(balanceCredits, PATH, { cookie: admin.cookie })).json()) as {
      orderId: string;
    }[]
  ).map(({ orderId }) => orderId);

test('two operators mark the same credit at once: one is told it is credited, the other that none is pending', async () => {
  const simulator = simulatorAt({ now: Date.now() });
  const order = await deliveredOrder(customer.userId, simulator);
  expect(
    await requestRefund(customer.userId, order.id, { provider: simulator, gateway: testGateway }),
  ).toMatchObject({ ok: true, finished: true });

  // The first mark is held right after it read the pending entry; the second runs whole there.
  let secondStarted = false;
  let second: Response | null = null;
  const hold = afterReads(async (_store, key) => {
    if (secondStarted || key !== `balance-credit-pending/${order.id}`) return;
    secondStarted = true;
    second = await mark(order.id);
  });
  let first: Response;
  try {
    first = await mark(order.id);
  } finally {
    hold.restore();
  }
  expect([first.status, second!.status]).toEqual([404, 200]);
  expect(await findRefund(order.id)).toMatchObject({ balanceCredit: 'credited' });
  expect(await listed()).not.toContain(order.id);
  recordAttack({
    round: 2,
    item: 9,
    attack: 'two admins mark one balance credit at the same moment',
    tries: 2,
    outcome: 'refused',
  });
});

test('a mark on a refund listed but not finished is refused, and the credit stays listed until it is', async () => {
  const simulator = simulatorAt({ now: Date.now() });
  const order = await deliveredOrder(customer.userId, simulator);
  // The refund stops after listing the credit, before it is done (its last write fails).
  const fault = failOrderWrites(
    (key, value) => key === `refund/${order.id}` && (value as { step?: string }).step === 'done',
  );
  try {
    expect(
      await requestRefund(customer.userId, order.id, { provider: simulator, gateway: testGateway }),
    ).toMatchObject({ ok: true, finished: false });
  } finally {
    fault.restore();
  }
  expect(await listed()).toContain(order.id);
  expect((await mark(order.id)).status).toBe(404);
  expect(await findRefund(order.id)).toMatchObject({
    step: 'payment-refunded',
    balanceCredit: 'pending',
  });

  expect(await finishRefund(order.id, { provider: simulator, gateway: testGateway })).toMatchObject(
    { step: 'done', balanceCredit: 'pending' },
  );
  expect((await mark(order.id)).status).toBe(200);
  expect(await listed()).not.toContain(order.id);
  recordAttack({
    round: 2,
    item: 9,
    attack: 'an admin marks the balance credit of a refund not yet finished',
    tries: 1,
    outcome: 'refused',
  });
});

test('a credit marked once, whose entry outlived the mark (it stopped before removing it), is not marked again: the entry goes, 404', async () => {
  const simulator = simulatorAt({ now: Date.now() });
  const order = await deliveredOrder(customer.userId, simulator);
  expect(
    await requestRefund(customer.userId, order.id, { provider: simulator, gateway: testGateway }),
  ).toMatchObject({ ok: true, finished: true });
  expect((await mark(order.id)).status).toBe(200);
  const marked = await findRefund(order.id);
  await listPendingBalanceCredit(order, new Date().toISOString());

  expect((await mark(order.id)).status).toBe(404);
  expect(await findRefund(order.id)).toEqual(marked);
  expect(await listed()).not.toContain(order.id);
  recordAttack({
    round: 2,
    item: 9,
    attack: 'an admin marks a balance credit that was marked already',
    tries: 1,
    outcome: 'refused',
  });
});
