import { flagUrl } from '../catalogue/plan.ts';
import type { CustomerOrder, OrderRecord } from './order.ts';
import { orderStatus } from './order-status.ts';

/** What the owner sees of an order: no payment or provider internals, the QR by URL. */
export function toCustomerOrder(order: OrderRecord): CustomerOrder {
  return {
    id: order.id,
    planId: order.planId,
    status: orderStatus(order.provisioningStatus),
    provisioningStatus: order.provisioningStatus,
    iccid: order.iccid,
    lastError: order.lastError,
    topUpOf: order.topUpOf,
    qrCodeUrl: order.provisioningStatus === 'completed' && order.lpa ? `/api/orders/${order.id}/qr` : null,
    createdAt: order.createdAt,
    plan: { ...order.plan, flag: flagUrl(order.plan.countryCode) },
  };
}
