/**
 * No withdrawal is left without an outcome: one a stopped confirm request left pending is decided,
 * refunded and acknowledged once by the re-drive, also while the request runs, from its own index,
 * so the re-drive's calls do not grow with past withdrawals. Real local Blobs and outbox.
 */
import { describe, expect, test } from 'vitest';
import adminWithdrawals from '../../netlify/functions/admin-withdrawals.mts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { redriveSteps } from '../../src/features/provisioning/redrive.server.ts';
import type { RefundDeps } from '../../src/features/refunds/refunds.server.ts';
import {
  forgetPendingWithdrawal,
  listPendingWithdrawal,
  pendingWithdrawalListedAt,
} from '../../src/features/withdrawal/withdrawal-pending.server.ts';
import { settleStalledWithdrawalsFrom } from '../../src/features/withdrawal/withdrawal-redrive.server.ts';
import {
  findWithdrawal,
  recordWithdrawalOnce,
} from '../../src/features/withdrawal/withdrawal-records.server.ts';
import { confirmWithdrawal } from '../../src/features/withdrawal/withdrawals.server.ts';
import { countBlobsCalls } from '../support/blobs-calls.ts';
import { call } from '../support/call.ts';
import { failOrderWrites, forEachInterleaving } from '../support/faults-blobs.ts';
import {
  countingRefunds,
  countingRevokes,
  deliveredOrder,
  refundMails,
  simulatorAt,
} from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const BUYER = 'withdrawal-redrive-buyer@example.com';
const STAFF = 'withdrawal-redrive-staff@example.com';
useLocalBlobs({ env: { ADMIN_EMAILS: STAFF }, mute: ['error'] });
const { buyer, staff } = useCustomers({ buyer: BUYER, staff: STAFF });

const MINUTE = 60_000;

/** An unused plan, and a provider and gateway that count what they are asked to do. */
async function unusedPlan() {
  const simulator = simulatorAt({ now: Date.now() });
  const order = await deliveredOrder(buyer.userId, simulator);
  const { provider, revokes } = countingRevokes(simulator);
  const { gateway, refunds } = countingRefunds();
  return { order, revokes, refunds, deps: { provider, gateway } as RefundDeps };
}

const confirm = (orderId: string, deps: RefundDeps) =>
  confirmWithdrawal(
    { userId: buyer.userId, orderId },
    { name: 'Ana Traveller', timeZone: null, locale: 'en' },
    deps,
  );

/** The re-drive's step, as the scheduled run has it, at `now`. */
function redriveAt(now: number, deps: RefundDeps) {
  const step = redriveSteps({
    gateway: async () => testGateway,
    trigger: async () => {},
    sendQueuedMail: async () => 0,
    finishRefunds: async () => 0,
    settleWithdrawals: (input) => settleStalledWithdrawalsFrom(deps, input),
  }).find((candidate) => candidate.slug === 'withdrawals-pending')!;
  return step.run({ cursor: null, now, outOfTime: () => false, memo: null });
}

const acksOf = async (orderId: string) =>
  (await listOutbox({ to: BUYER, kind: 'withdrawal-received' })).filter((mail) =>
    mail.text.includes(orderId.slice(0, 8)),
  );

async function staffSees(orderId: string) {
  const answer = await call(adminWithdrawals as never, `/api/admin/withdrawals?order=${orderId}`, {
    cookie: staff.cookie,
  });
  return ((await answer.json()) as { withdrawal: { outcome: string | null } | null }).withdrawal;
}

describe('a confirm request that stops after recording the withdrawal', () => {
  test.each([
    [
      'before the refund began',
      (orderId: string) => (key: string) => key === `refund-open/${orderId}`,
    ],
    [
      'after the refund, before the outcome was written',
      (orderId: string) => (key: string, value: unknown) =>
        key === `withdrawal/${orderId}` && (value as { outcome: unknown }).outcome !== null,
    ],
  ])(
    'stopped %s: the re-drive refunds once, acknowledges once, and staff see the outcome',
    async (_when, crashAt) => {
      const { order, revokes, refunds, deps } = await unusedPlan();
      const fault = failOrderWrites(crashAt(order.id));
      try {
        await expect(confirm(order.id, deps)).rejects.toThrow('injected fault');
      } finally {
        fault.restore();
      }
      expect(await findWithdrawal(order.id)).toMatchObject({ outcome: null });
      expect(await acksOf(order.id)).toEqual([]);

      // A run within minutes leaves it to the request that may still be going.
      await redriveAt(Date.now(), deps);
      expect(await findWithdrawal(order.id)).toMatchObject({ outcome: null });

      await redriveAt(Date.now() + 10 * MINUTE, deps);
      expect(await findWithdrawal(order.id)).toMatchObject({ outcome: 'refunded' });
      expect(await findOrder(order.id)).toMatchObject({ refundedAt: expect.any(String) });
      expect(revokes).toHaveLength(1);
      expect(refunds).toEqual([`refund:${order.id}`]);
      expect(await refundMails(BUYER, order)).toHaveLength(1);
      const acks = await acksOf(order.id);
      expect(acks).toHaveLength(1);
      expect(acks[0]!.text).toContain('refunded $18.50');
      expect(await staffSees(order.id)).toMatchObject({ outcome: 'refunded' });

      // Settled: the next run finds nothing of it to do.
      expect(await pendingWithdrawalListedAt(order.id)).toBeNull();
      await redriveAt(Date.now() + 20 * MINUTE, deps);
      expect(await acksOf(order.id)).toHaveLength(1);
      expect(refunds).toHaveLength(1);
    },
  );
});

describe('the confirm request and the re-drive at the same time', () => {
  test('the plan is refunded once and the buyer acknowledged once, with the outcome staff see, at every interleaving', async () => {
    const tries = await forEachInterleaving({
      setup: unusedPlan,
      matches: ({ order }, key) => key.includes(order.id),
      runA: ({ order, deps }) => confirm(order.id, deps),
      // The re-drive's clock is past the wait: it takes the withdrawal up as soon as it sees it.
      runB: ({ deps }) => redriveAt(Date.now() + 10 * MINUTE, deps),
      check: async ({ fixture: { order, revokes, refunds }, a, step }) => {
        const context = `the re-drive after the request's step ${step}`;
        const stored = await findWithdrawal(order.id);
        // The one that decides second, while the other's refund runs, says it is under way.
        expect(['refunded', 'refund-under-way'], context).toContain(stored?.outcome);
        expect(a, context).toMatchObject({ ok: true, withdrawal: { outcome: stored?.outcome } });
        expect(revokes, context).toHaveLength(1);
        expect(refunds, context).toEqual([`refund:${order.id}`]);
        expect(await refundMails(BUYER, order), context).toHaveLength(1);
        expect(await acksOf(order.id), context).toHaveLength(1);
        expect(await pendingWithdrawalListedAt(order.id), context).toBeNull();
        expect(await staffSees(order.id), context).toMatchObject({ outcome: stored?.outcome });
      },
    });
    expect(tries).toBeGreaterThanOrEqual(4);
  }, 300_000);
});

describe("the re-drive's cost", () => {
  const DAY = 86_400_000;
  let planted = 0;
  const idOf = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(22, '0')}`;
  const withdrawal = (orderId: string, receivedAt: number) => ({
    ...{ orderId, userId: 'planted', name: 'Planted Buyer', email: '', via: 'link' as const },
    ...{ receivedAt: new Date(receivedAt).toISOString(), locale: 'en', timeZone: null },
    ...{ outcome: null, reason: null, decidedAt: null },
  });

  /** `count` more settled withdrawals over ten days, as the confirm request leaves them. */
  async function plantSettled(count: number): Promise<void> {
    for (let batch = 0; batch < count; batch += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, count - batch) }, async (_, i) => {
          const n = planted + batch + i;
          const orderId = idOf('c0', n);
          await recordWithdrawalOnce({
            ...withdrawal(orderId, Date.now() - (n % 10) * DAY),
            ...{ outcome: 'refunded', decidedAt: new Date().toISOString() },
          });
          await forgetPendingWithdrawal(orderId);
        }),
      );
    }
    planted += count;
  }

  /**
   * The same work in flight at both sizes: three withdrawals being received just now (left to
   * their requests) and two entries whose request stopped before recording (dropped).
   */
  async function measure(round: number) {
    const young = [0, 1, 2].map((n) => idOf('d0', round * 10 + n));
    for (const orderId of young) await recordWithdrawalOnce(withdrawal(orderId, Date.now()));
    for (const n of [0, 1]) await listPendingWithdrawal(idOf('e0', round * 10 + n), 0);
    const deps = { provider: simulatorAt({ now: Date.now() }), gateway: testGateway };
    const run = await countBlobsCalls(() => redriveAt(Date.now(), deps));
    for (const orderId of young) await forgetPendingWithdrawal(orderId);
    return run.calls;
  }

  test('a run costs the same with 200 withdrawals received as with 2,000', async () => {
    await plantSettled(200);
    const small = await measure(1);
    await plantSettled(1_800);
    const large = await measure(2);
    expect(large).toEqual(small);
    // One listing, a read per entry in flight, a second read and a delete per entry left over.
    expect(small).toMatchObject({ listPages: 1, reads: 7, deletes: 2, writes: 0 });
  }, 120_000);
});
