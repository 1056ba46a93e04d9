import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CustomerOrder } from './order.ts';
import { ORDERS_POLL_INTERVAL_MS, type ProvisioningStatus } from './order-status.ts';
import { watchOrders } from './orders-poller.ts';

function anOrder(provisioningStatus: ProvisioningStatus): CustomerOrder {
  return {
    id: 'ord_1a2b3c4d5e6f',
    planId: 'us-5gb-7d',
    status:
      provisioningStatus === 'completed' || provisioningStatus === 'failed'
        ? provisioningStatus
        : 'pending',
    provisioningStatus,
    iccid: null,
    lastError: null,
    topUpOf: null,
    qrCodeUrl: null,
    install: null,
    refundedAt: null,
    refundableUntil: null,
    delivery: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    paid: { amount: 1500, currency: 'usd' },
    plan: {
      id: 'us-5gb-7d',
      name: 'USA 5GB 7 Days',
      country: 'United States',
      countryCode: 'US',
      data: '5GB',
      duration: '7 Days',
      price: 15,
      flag: '/flags/us.svg',
    },
  };
}

/** Answers each call with the next list; the last one repeats. */
function answering(...lists: CustomerOrder[][]) {
  let call = 0;
  return vi.fn(async () => lists[Math.min(call++, lists.length - 1)] ?? []);
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the orders list polling', () => {
  test('refetches every 5 s while an order is pending or provisioning, then stops', async () => {
    const fetchOrders = answering(
      [anOrder('pending')],
      [anOrder('provisioning')],
      [anOrder('completed')],
    );
    const onOrders = vi.fn();
    watchOrders(fetchOrders, { poll: true, onOrders, onError: vi.fn() });
    await settle();
    expect(fetchOrders).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ORDERS_POLL_INTERVAL_MS - 1);
    expect(fetchOrders).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchOrders).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(ORDERS_POLL_INTERVAL_MS);
    expect(fetchOrders).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(ORDERS_POLL_INTERVAL_MS * 4);
    expect(fetchOrders).toHaveBeenCalledTimes(3);
    expect(onOrders).toHaveBeenLastCalledWith([anOrder('completed')]);
  });

  test('does not poll when every order is ready or failed', async () => {
    const fetchOrders = answering([anOrder('completed'), anOrder('failed')]);
    watchOrders(fetchOrders, { poll: true, onOrders: vi.fn(), onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(ORDERS_POLL_INTERVAL_MS * 3);
    expect(fetchOrders).toHaveBeenCalledTimes(1);
  });

  test('loads once when polling is not asked for', async () => {
    const fetchOrders = answering([anOrder('pending')]);
    watchOrders(fetchOrders, { poll: false, onOrders: vi.fn(), onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(ORDERS_POLL_INTERVAL_MS * 3);
    expect(fetchOrders).toHaveBeenCalledTimes(1);
  });

  test('stops when the list goes away, even with an answer in flight', async () => {
    const fetchOrders = answering([anOrder('pending')]);
    const onOrders = vi.fn();
    const stop = watchOrders(fetchOrders, { poll: true, onOrders, onError: vi.fn() });
    stop();
    await vi.advanceTimersByTimeAsync(ORDERS_POLL_INTERVAL_MS * 3);
    expect(fetchOrders).toHaveBeenCalledTimes(1);
    expect(onOrders).not.toHaveBeenCalled();
  });

  test('a failed first load is reported; a failed poll keeps polling', async () => {
    const onError = vi.fn();
    const failing = vi.fn(async (): Promise<CustomerOrder[]> => {
      throw new Error('offline');
    });
    watchOrders(failing, { poll: true, onOrders: vi.fn(), onError });
    await vi.advanceTimersByTimeAsync(ORDERS_POLL_INTERVAL_MS * 2);
    expect(onError).toHaveBeenCalledWith(new Error('offline'), false);
    expect(failing).toHaveBeenCalledTimes(1);

    let call = 0;
    const flaky = vi.fn(async () => {
      if (call++ === 1) throw new Error('offline');
      return [anOrder('pending')];
    });
    const flakyErrors = vi.fn();
    watchOrders(flaky, { poll: true, onOrders: vi.fn(), onError: flakyErrors });
    await vi.advanceTimersByTimeAsync(ORDERS_POLL_INTERVAL_MS * 2);
    expect(flakyErrors).toHaveBeenCalledWith(new Error('offline'), true);
    expect(flaky).toHaveBeenCalledTimes(3);
  });
});
