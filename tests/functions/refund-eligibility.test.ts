/**
 * Every rule of the self-service refund (docs/product.md#refund-window), each refused with its
 * message, against the real local Blobs server and the simulated provider on a clock the test
 * moves.
 */
import { describe, expect, test } from 'vitest';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { REFUND_WINDOW_MS } from '../../src/features/refunds/refund-window.ts';
import { ProviderError, type EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { refundRefusals, usageRefusal } from '../../src/features/refunds/refund-rules.ts';
import { requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { countingRevokes, deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error'] });
const { owner, stranger } = useCustomers({
  owner: 'refund-rules-owner@example.com',
  stranger: 'refund-rules-stranger@example.com',
});

const refusalOf = async (userId: string, orderId: string, provider: EsimProvider) => {
  const outcome = await requestRefund(userId, orderId, { provider, gateway: testGateway });
  return outcome.ok ? 'refunded' : refundRefusals[outcome.reason];
};

describe('who may cancel and get a refund', () => {
  test('an eSIM not installed, its plan not started, within 14 days: refunded', async () => {
    const clock = { now: Date.now() };
    const provider = simulatorAt(clock);
    const order = await deliveredOrder(owner.userId, provider);
    clock.now += 13 * 24 * 60 * 60_000;
    expect(await refusalOf(owner.userId, order.id, simulatorAt(clock, 30 * 24 * 60 * 60_000))).toBe(
      'refunded',
    );
  });

  test("another customer's order, or one that does not exist: 'Order not found'", async () => {
    const provider = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, provider);
    expect(await refusalOf(stranger.userId, order.id, provider)).toBe('Order not found');
    expect(await refusalOf(owner.userId, 'f'.repeat(24), provider)).toBe('Order not found');
  });

  test("an order refunded already: 'This order has already been refunded'", async () => {
    const provider = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, provider);
    expect(await refusalOf(owner.userId, order.id, provider)).toBe('refunded');
    expect(await refusalOf(owner.userId, order.id, provider)).toBe(
      'This order has already been refunded',
    );
  });

  test("a refund stopped part way: 'A refund for this order is already under way'", async () => {
    const provider = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, provider);
    const down = { ...testGateway, refund: () => Promise.reject(new Error('Stripe is down')) };
    expect(await requestRefund(owner.userId, order.id, { provider, gateway: down })).toMatchObject({
      ok: true,
      finished: false,
    });
    expect(await refusalOf(owner.userId, order.id, provider)).toBe(
      'A refund for this order is already under way',
    );
  });

  test("an order not delivered yet: 'This eSIM is not ready yet'", async () => {
    const provider = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, provider, { deliver: false });
    expect(await refusalOf(owner.userId, order.id, provider)).toBe('This eSIM is not ready yet');
  });

  test("bought more than 14 days ago: 'More than 14 days since purchase'", async () => {
    const provider = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, provider, {
      createdAt: new Date(Date.now() - REFUND_WINDOW_MS - 60_000).toISOString(),
    });
    expect(await refusalOf(owner.userId, order.id, provider)).toBe(
      'More than 14 days since purchase',
    );
  });

  test("the phone installed the eSIM: 'This eSIM is already installed'", async () => {
    const clock = { now: Date.now() };
    const provider = simulatorAt(clock, 10 * 60_000);
    const order = await deliveredOrder(owner.userId, provider);
    clock.now += 10 * 60_000 + 1;
    const { provider: counted, revokes } = countingRevokes(provider);
    expect(await refusalOf(owner.userId, order.id, counted)).toBe('This eSIM is already installed');
    expect(revokes).toEqual([]);
  });

  test("the plan started (the provider shows the bundle active): 'This plan has already started'", async () => {
    const clock = { now: Date.now() };
    const simulator = simulatorAt(clock, 10 * 60_000);
    const order = await deliveredOrder(owner.userId, simulator);
    clock.now += 20 * 60_000;
    // The simulator starts a plan when the phone installs it; eSIM Go can list a profile as
    // released with its bundle active (reinstalled elsewhere): the profile is taken as released
    // here.
    const released: EsimProvider = {
      ...simulator,
      usage: async (iccid) => ({ ...(await simulator.usage(iccid))!, profileState: 'released' }),
    };
    expect(await refusalOf(owner.userId, order.id, released)).toBe('This plan has already started');
  });

  test("the provider's dry run refuses: 'This plan can no longer be cancelled', and nothing is revoked", async () => {
    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, simulator);
    const refusing: EsimProvider = {
      ...simulator,
      refundBundle: async (input) =>
        input.dryRun
          ? { ok: false, reason: 'Refunds are not enabled on this account' }
          : simulator.refundBundle(input),
    };
    const { provider, revokes } = countingRevokes(refusing);
    expect(await refusalOf(owner.userId, order.id, provider)).toBe(
      'This plan can no longer be cancelled',
    );
    expect(revokes).toEqual([]);
    // Nothing was started: once the provider agrees, the refund goes through.
    expect(await refusalOf(owner.userId, order.id, simulator)).toBe('refunded');
  });

  test('the provider out of reach: try again later, nothing started', async () => {
    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, simulator);
    const unreachable: EsimProvider = {
      ...simulator,
      usage: () => Promise.reject(new ProviderError('eSIM Go answered 503', { retryable: true })),
    };
    expect(await refusalOf(owner.userId, order.id, unreachable)).toBe(
      refundRefusals['provider-unavailable'],
    );
    expect(await refusalOf(owner.userId, order.id, simulator)).toBe('refunded');
  });
});

describe("the provider's view, state by state", () => {
  const order = { providerReference: 'ref-1', plan: { bundle: 'esim_5GB_7D_JP_V2' } } as Parameters<
    typeof usageRefusal
  >[1];
  const assignment = (state: string) => ({
    bundle: 'esim_5GB_7D_JP_V2',
    assignmentId: 'a1',
    providerReference: 'ref-1',
    state,
    initialBytes: 5e9,
    remainingBytes: 5e9,
    unlimited: false,
    assignedAt: '2026-05-01T10:00:00.000Z',
    startTime: null,
    endTime: null,
  });
  const usage = (profileState: string, state: string) =>
    ({
      iccid: '8988',
      profileState,
      firstInstalledAt: null,
      bundles: [assignment(state)],
    }) as Parameters<typeof usageRefusal>[0];

  test.each(['downloaded', 'installed', 'enabled', 'disabled', 'deleted', 'unknown'])(
    "a profile %s: 'installed'",
    (profileState) => {
      expect(usageRefusal(usage(profileState, 'queued'), order)).toBe('installed');
    },
  );

  test.each(['active', 'depleted', 'expired', 'lapsed'])(
    "a bundle %s on a released profile: 'started'",
    (state) => {
      expect(usageRefusal(usage('released', state), order)).toBe('started');
    },
  );

  test.each(['queued', 'processing'])(
    'a bundle %s on a released profile: may be refunded',
    (state) => {
      expect(usageRefusal(usage('released', state), order)).toBeNull();
    },
  );

  test("a bundle in a state the provider names with a word we do not know: 'not-cancellable', never a guess that it started", () => {
    expect(usageRefusal(usage('released', 'unknown'), order)).toBe('not-cancellable');
  });

  test("no assignment id listed and another unused assignment of the same plan (a top-up): 'not-cancellable', since by name the provider may take the top-up", () => {
    const withoutId = { ...assignment('queued'), assignmentId: null };
    const topUp = {
      ...assignment('queued'),
      assignmentId: null,
      providerReference: 'ref-2',
      assignedAt: '2026-05-02T10:00:00.000Z',
    };
    const released = (bundles: object[]) =>
      ({ iccid: '8988', profileState: 'released', firstInstalledAt: null, bundles }) as Parameters<
        typeof usageRefusal
      >[0];
    expect(usageRefusal(released([withoutId, topUp]), order)).toBe('not-cancellable');
    // Alone, or with the top-up used up, the name can only mean the order's: it may be refunded.
    expect(usageRefusal(released([withoutId]), order)).toBeNull();
    expect(usageRefusal(released([withoutId, { ...topUp, state: 'depleted' }]), order)).toBeNull();
  });

  test("a bundle revoked, or an eSIM the provider does not know: 'not-cancellable'", () => {
    expect(usageRefusal(usage('released', 'revoked'), order)).toBe('not-cancellable');
    expect(usageRefusal(null, order)).toBe('not-cancellable');
  });
});
