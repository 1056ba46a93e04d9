/**
 * The second review's attack on refunds by assignment (round 2, item 9): eSIM Go's bundle list
 * names the order's assignment without its reference (its specification requires none) and lists
 * a top-up of the same plan first. The refund must never revoke the top-up's.
 */
import { expect, test } from 'vitest';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { recordAttack } from '../support/attack-log.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error'] });
const { owner } = useCustomers({ owner: 'trust-refund-assignments@example.com' });

const TOP_UP_ASSIGNMENT = 'asg-top-up';

/**
 * `provider`, whose bundle list gives the order's assignment no reference and no assignment time,
 * and lists an unused top-up of the same bundle, with an assignment time (known times sort first)
 * and `topUpReference`, first; it
 * records the assignment of each revoke asked, dry run or not.
 */
function withUnreferencedAssignment(provider: EsimProvider, topUpReference = 'ref-top-up') {
  const revokesAsked: (string | null)[] = [];
  const listed: EsimProvider = {
    ...provider,
    async usage(iccid) {
      const usage = await provider.usage(iccid);
      if (!usage) return usage;
      const own = usage.bundles.map((bundle) => ({
        ...bundle,
        providerReference: '',
        assignedAt: null,
      }));
      const topUp = {
        ...own[0]!,
        assignmentId: TOP_UP_ASSIGNMENT,
        providerReference: topUpReference,
        assignedAt: new Date().toISOString(),
      };
      return { ...usage, bundles: [topUp, ...own] };
    },
    refundBundle(input) {
      revokesAsked.push(input.assignmentId);
      return provider.refundBundle(input);
    },
  };
  return { provider: listed, revokesAsked };
}

test("a refund whose assignment the provider lists without its reference never revokes a top-up's of the same plan", async () => {
  const clock = { now: Date.now() };
  const order = await deliveredOrder(owner.userId, simulatorAt(clock));
  const { provider, revokesAsked } = withUnreferencedAssignment(simulatorAt(clock));
  const outcome = await requestRefund(owner.userId, order.id, {
    provider,
    gateway: testGateway,
    now: () => clock.now,
  });
  // The top-up names its own provider order, so it is not the order's: the order's own assignment
  // is revoked, by its id.
  expect(revokesAsked).not.toContain(TOP_UP_ASSIGNMENT);
  expect(revokesAsked.length).toBeGreaterThan(0);
  expect(outcome).toMatchObject({ ok: true, finished: true });
  recordAttack({
    round: 2,
    item: 9,
    attack: "a refund revokes a same-plan top-up's assignment when the order's has no reference",
    tries: 1,
    outcome: 'no effect',
  });
});

test('two unused assignments of the plan, both listed without their order: refused, nothing revoked', async () => {
  const clock = { now: Date.now() };
  const order = await deliveredOrder(owner.userId, simulatorAt(clock));
  const { provider, revokesAsked } = withUnreferencedAssignment(simulatorAt(clock), '');
  const outcome = await requestRefund(owner.userId, order.id, {
    provider,
    gateway: testGateway,
    now: () => clock.now,
  });
  expect(revokesAsked).toEqual([]);
  expect(outcome).toEqual({ ok: false, reason: 'not-cancellable' });
  recordAttack({
    round: 2,
    item: 9,
    attack: 'a refund revokes one of two same-plan assignments that name no order',
    tries: 1,
    outcome: 'refused',
  });
});
