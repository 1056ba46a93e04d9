/**
 * The delivery promise: what My Orders answers for an eSIM on its way (the latest time it is
 * promised by), and nothing once it is delivered. Real local Blobs, the simulated provider.
 */
import { describe, expect, test } from 'vitest';
import ordersHandler from '../../netlify/functions/orders.mts';
import type { CustomerOrder } from '../../src/features/orders/order.ts';
import { DELIVERY_PROMISE_MS } from '../../src/features/orders/delivery-promise.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { call } from '../support/call.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error'] });
const { buyer } = useCustomers({ buyer: 'promise-buyer@example.com' });

async function listed(orderId: string): Promise<CustomerOrder> {
  const answer = await call(ordersHandler, '/api/orders', { cookie: buyer.cookie });
  const orders = (await answer.json()) as CustomerOrder[];
  return orders.find((order) => order.id === orderId)!;
}

describe('an eSIM on its way says when it will arrive', () => {
  test('the orders API gives the latest time, 30 minutes after payment, until it is delivered', async () => {
    const provider = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(buyer.userId, provider, { deliver: false });
    const waiting = await listed(order.id);
    expect(waiting.delivery).toEqual({
      dueBy: new Date(Date.parse(order.createdAt) + DELIVERY_PROMISE_MS).toISOString(),
      lateAt: null,
      refundOffered: false,
    });
    await provisionOrder(order.id, { provider, sleep: async () => {} });
    expect((await listed(order.id)).delivery).toBeNull();
  });
});
