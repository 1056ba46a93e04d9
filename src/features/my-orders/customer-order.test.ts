import { describe, expect, test } from 'vitest';
import { toCustomerOrder } from './customer-order.ts';
import { newOrder } from '../orders/orders.server.ts';
import type { OrderRecord } from '../orders/order.ts';
import { JAPAN_5GB_PLAN_WITHOUT_BUNDLE } from '../../../tests/support/japan-plan.ts';

const plan = JAPAN_5GB_PLAN_WITHOUT_BUNDLE;
const LPA = 'LPA:1$smdp.example.com$K2-ABC123-DEF456';
const placed = newOrder({
  paymentIntentId: 'pi_test_install',
  userId: 'user-1',
  plan,
  amountCents: 1850,
  currency: 'usd',
});
const delivered: OrderRecord = {
  ...placed,
  provisioningStatus: 'completed',
  iccid: '8988000000000000001',
  lpa: LPA,
  deliveredAt: placed.createdAt,
};

describe("an order's install details", () => {
  test('a delivered eSIM carries both one-tap links and the manual details', () => {
    expect(toCustomerOrder(delivered).install).toEqual({
      smdpAddress: 'smdp.example.com',
      activationCode: 'K2-ABC123-DEF456',
      iosUrl:
        'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.example.com%24K2-ABC123-DEF456',
      androidUrl:
        'https://esimsetup.android.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.example.com%24K2-ABC123-DEF456',
    });
  });

  test('none before delivery, for a failed order, for a top-up, or after a refund', () => {
    expect(toCustomerOrder(placed).install).toBeNull();
    expect(toCustomerOrder({ ...placed, provisioningStatus: 'provisioning' }).install).toBeNull();
    expect(
      toCustomerOrder({ ...placed, provisioningStatus: 'failed', lastError: 'No eSIM' }).install,
    ).toBeNull();
    expect(toCustomerOrder({ ...delivered, topUpOf: 'ord_of_the_esim' }).install).toBeNull();
    expect(
      toCustomerOrder({ ...delivered, refundedAt: new Date().toISOString() }).install,
    ).toBeNull();
  });
});
