/**
 * A refund takes back exactly the bundle assignment the order sold, never another of the same
 * plan (a top-up), against the local eSIM-Go-shaped stand-in (tests/support/faults-esimgo.ts) and
 * the simulated provider, with the real local Blobs server.
 */
import { describe, expect, test } from 'vitest';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { bundleOf } from '../../src/features/refunds/refund-rules.ts';
import { requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { useEsimGoStandIn } from '../support/faults-esimgo.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error'] });
const { owner } = useCustomers({ owner: 'refund-assignment@example.com' });
const { standIn, provider: esimGo } = useEsimGoStandIn();

describe("a refund revokes the order's own assignment", () => {
  test('eSIM Go: with a later top-up of the same plan unused on the eSIM, the order’s assignment is revoked by its id and the top-up stays', async () => {
    const order = await deliveredOrder(owner.userId, esimGo);
    const iccid = order.iccid!;
    await esimGo.topUp({ orderId: 'top-up-of-the-same-plan', iccid, bundle: bundleOf(order) });
    const [sold, topUp] = standIn.bundlesOn(iccid);
    expect([sold?.reference, topUp?.bundle]).toEqual([order.providerReference, bundleOf(order)]);
    const deletesBefore = standIn.deletes().length;

    expect(
      await requestRefund(owner.userId, order.id, { provider: esimGo, gateway: testGateway }),
    ).toMatchObject({ ok: true, finished: true });

    const assignmentPath = `/esims/${iccid}/bundles/${bundleOf(order)}/assignments/${sold!.assignmentId}`;
    expect(standIn.deletes().slice(deletesBefore)).toEqual([
      `${assignmentPath}?type=validate`,
      `${assignmentPath}?type=transaction`,
    ]);
    expect(standIn.bundlesOn(iccid).map(({ reference, state }) => ({ reference, state }))).toEqual([
      { reference: order.providerReference, state: 'revoked' },
      { reference: topUp!.reference, state: 'queued' },
    ]);
  });

  test('the simulated provider, as the local shop runs it: the same', async () => {
    const clock = { now: Date.now() };
    const simulator = simulatorAt(clock);
    const order = await deliveredOrder(owner.userId, simulator);
    clock.now += 60_000;
    await simulator.topUp({
      orderId: 'simulated-top-up-of-the-same-plan',
      iccid: order.iccid!,
      bundle: bundleOf(order),
    });

    expect(
      await requestRefund(owner.userId, order.id, { provider: simulator, gateway: testGateway }),
    ).toMatchObject({ ok: true, finished: true });

    const bundles = (await simulator.usage(order.iccid!))!.bundles;
    expect(
      bundles.map(({ providerReference, state }) => ({
        own: providerReference === order.providerReference,
        state,
      })),
    ).toEqual([
      { own: true, state: 'revoked' },
      { own: false, state: 'queued' },
    ]);
  });
});
