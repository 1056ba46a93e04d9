/**
 * What one provisioning attempt costs in Blobs writes: each write below keeps a guarantee (see
 * provisioning.server.ts and docs/decisions/0015-background-provisioning-and-the-re-drive.md), and
 * a new one must be argued for, not slipped in.
 */
import { getStore } from '@netlify/blobs';
import { describe, expect, test, vi } from 'vitest';
import { createOrderOnce, newOrder } from '../../src/features/orders/orders.server.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs();
const { buyer } = useCustomers({ buyer: 'writes@example.com' });

const plan = {
  id: 'pt-5gb-7d',
  name: '5GB 7 Days',
  country: 'Portugal',
  countryCode: 'PT',
  data: '5GB',
  duration: '7 Days',
  price: 12,
  bundle: 'esim_5GB_7D_PT_V2',
};

/** Every write and delete to the `orders` store from now on, as 'method key-family'. */
function recordOrdersStoreWrites() {
  type Method = (this: { name: string }, key: string, ...rest: unknown[]) => Promise<unknown>;
  const prototype = Object.getPrototypeOf(getStore({ name: 'dev-orders' })) as Record<
    'set' | 'setJSON' | 'delete',
    Method
  >;
  const writes: string[] = [];
  const spies = (['set', 'setJSON', 'delete'] as const).map((method) => {
    const original = prototype[method];
    return vi.spyOn(prototype, method).mockImplementation(function (
      this: { name: string },
      key: string,
      ...rest: unknown[]
    ) {
      if (this.name.endsWith('-orders'))
        writes.push(`${method} ${key.slice(0, key.indexOf('/') + 1)}`);
      return original.call(this, key, ...rest);
    });
  });
  return { writes, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

describe('one provisioning attempt', () => {
  test('buys and delivers an eSIM in 17 writes to the orders store', async () => {
    const { order } = await createOrderOnce(
      newOrder({
        paymentIntentId: 'pi_test_writes1',
        userId: buyer.userId,
        plan,
        amountCents: 1200,
        currency: 'usd',
      }),
    );
    const recorded = recordOrdersStoreWrites();
    try {
      const done = await provisionOrder(order.id, {
        provider: createSimulatedProvider({ latencyMs: 0, failureRate: 0 }),
        sleep: async () => {},
      });
      expect(done).toMatchObject({
        provisioningStatus: 'completed',
        attempts: 1,
        deliveredAt: expect.any(String),
      });
    } finally {
      recorded.restore();
    }
    expect(recorded.writes).toEqual([
      'setJSON claim/', // attempt 1 is this run's
      'setJSON id/', // provisioning, attempt 1: a run on a stale copy sees it and opens no purchase
      'setJSON purchase/', // the purchase gate, opened before the provider is asked
      'setJSON id/', // when the purchase started, for support
      'setJSON purchase/', // what the provider answered, with its reference: never bought twice
      // The provider's answer on the order's timeline, for support: no other record keeps when the
      // eSIM was assigned. Its failure is logged and swallowed, never the attempt's.
      'setJSON event/',
      'setJSON by-iccid/', // staff find the order by its eSIM: the index before the record
      'setJSON id/', // completed with the eSIM, before its mail is queued
      // The eSIM goes to the buyer, not their money back: a late refund decided first would have
      // stopped its mail (decision 0048).
      'setJSON handover/',
      // The invoice the mail carries: noted as waiting for a number, drafted, the series' counter
      // moved on, the number written into the draft, off the waiting list.
      'setJSON billing-unnumbered/',
      'setJSON billing-doc/',
      'setJSON billing-series/',
      'setJSON billing-doc/',
      'delete billing-unnumbered/',
      'setJSON id/', // delivered: the mail is queued
      'delete active/', // settled: off the re-drive's list
      'delete in-flight/', // and off staff's list of paid and provisioning orders
    ]);
  });
});
