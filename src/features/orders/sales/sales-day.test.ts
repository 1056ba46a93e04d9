import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../order.ts';
import { newOrder } from '../orders.server.ts';
import { addOrderEvent, emptySalesDay } from './sales-day.ts';

const plan = {
  id: 'jp-5gb-7d',
  name: '5GB 7 Days',
  country: 'Japan',
  countryCode: 'JP',
  data: '5GB',
  duration: '7 Days',
  price: 15,
  cost: 9,
};

function paidIn(currency: string, amount: number, exchangeRate: number): OrderRecord {
  return newOrder({
    paymentIntentId: `pi_test_${currency}_${amount}`,
    userId: 'user-1',
    plan,
    amountCents: amount,
    currency,
    exchangeRate,
  });
}

describe('sales in one reporting currency', () => {
  it('counts a sale in euros or yen as US dollars at the rate it was quoted at', () => {
    let day = emptySalesDay('2026-11-24');
    // 12.99 EUR at 0.86 is 15.10 USD; 2,340 JPY at 156 is 15.00 USD.
    day = addOrderEvent(day, paidIn('eur', 1299, 0.86), 'paid');
    day = addOrderEvent(day, paidIn('jpy', 2340, 156), 'paid');
    day = addOrderEvent(day, paidIn('usd', 1500, 1), 'paid');
    expect(day.revenue).toEqual({ USD: 1510 + 1500 + 1500 });
    expect(day.destinations[0]?.revenue).toEqual({ USD: 4510 });
  });

  it('sets the plan’s cost, which is in US dollars, against revenue in the same currency', () => {
    const day = addOrderEvent(emptySalesDay('2026-11-24'), paidIn('eur', 1299, 0.86), 'paid');
    expect(day.plans[0]).toMatchObject({ costedRevenue: { USD: 1510 }, cost: { USD: 900 } });
  });

  it('refunds in the reporting currency too', () => {
    const order = paidIn('jpy', 2340, 156);
    const day = addOrderEvent(
      addOrderEvent(emptySalesDay('2026-11-24'), order, 'paid'),
      order,
      'refunded',
    );
    expect(day.refundedAmount).toEqual({ USD: 1500 });
  });
});
