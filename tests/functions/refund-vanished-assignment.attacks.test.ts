/**
 * The second review's attack on a refund's retry (round 2, item 9): a run revokes the bundle and
 * stops before recording it; then eSIM Go no longer lists the assignment, and revoking by name
 * would take a paid top-up. The retry revokes and refunds nothing and leaves the refund to the
 * re-drive.
 */
import { expect, test } from 'vitest';
import { findTestRefund, testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { findRefund } from '../../src/features/refunds/refund-records.server.ts';
import { bundleOf } from '../../src/features/refunds/refund-rules.ts';
import { finishRefund, requestRefund } from '../../src/features/refunds/refunds.server.ts';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { recordAttack } from '../support/attack-log.ts';
import { useEsimGoStandIn } from '../support/faults-esimgo.ts';
import { deliveredOrder } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error'] });
const { owner } = useCustomers({ owner: 'trust-refund-vanished-assignment@example.com' });
const { standIn, provider: esimGo } = useEsimGoStandIn();

/**
 * eSIM Go, where the first real revoke goes through and then the run stops (as a crash before the
 * step is written would), and from then on the bundle list leaves out the assignment of
 * `reference`.
 */
function crashingAfterRevoke(provider: EsimProvider, reference: string): EsimProvider {
  let revoked = false;
  return {
    ...provider,
    async usage(iccid) {
      const usage = await provider.usage(iccid);
      if (!usage || !revoked) return usage;
      return {
        ...usage,
        bundles: usage.bundles.filter((assignment) => assignment.providerReference !== reference),
      };
    },
    async refundBundle(input) {
      const answer = await provider.refundBundle(input);
      if (input.dryRun || revoked) return answer;
      revoked = true;
      throw new Error('The run stopped before it recorded the revoke');
    },
  };
}

test("a refund retried after its assignment vanished from eSIM Go's list revokes nothing by name and refunds nothing", async () => {
  const order = await deliveredOrder(owner.userId, esimGo);
  const iccid = order.iccid!;
  await esimGo.topUp({
    orderId: 'top-up-of-the-same-plan-before-a-refund',
    iccid,
    bundle: bundleOf(order),
  });
  const [, topUp] = standIn.bundlesOn(iccid);
  const provider = crashingAfterRevoke(esimGo, order.providerReference!);

  expect(
    await requestRefund(owner.userId, order.id, { provider, gateway: testGateway }),
  ).toMatchObject({ ok: true, finished: false });
  const deletesBefore = standIn.deletes().length;

  await expect(finishRefund(order.id, { provider, gateway: testGateway })).rejects.toThrow(
    /not in the provider's list/,
  );

  // A DELETE by name ends in the bundle's name; by id, in `/assignments/<id>`.
  expect(standIn.deletes().slice(deletesBefore)).toEqual([]);
  expect(
    standIn.bundlesOn(iccid).find((assignment) => assignment.assignmentId === topUp!.assignmentId)
      ?.state,
  ).toBe('queued');
  expect((await findRefund(order.id))?.step).toBe('started');
  expect(await findTestRefund(order.paymentIntentId)).toBeNull();
  expect((await findOrder(order.id))?.refundedAt).toBeNull();
  recordAttack({
    round: 2,
    item: 9,
    attack:
      "a refund retried after its assignment vanished from eSIM Go's list revokes a same-plan top-up by name",
    tries: 1,
    outcome: 'no effect',
  });
});
