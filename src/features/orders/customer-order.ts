import { flagUrl } from '../catalogue/plan.ts';
import type { CustomerOrder, OrderRecord } from './order.ts';
import { orderStatus } from './order-status.ts';
import { refundableUntil } from './refund-window.ts';

/** What the owner sees of an order: no payment or provider internals, the QR by URL. */
export function toCustomerOrder(order: OrderRecord): CustomerOrder {
  return {
    id: order.id,
    planId: order.planId,
    status: orderStatus(order.provisioningStatus, order.refundedAt),
    provisioningStatus: order.provisioningStatus,
    iccid: order.iccid,
    lastError: order.lastError,
    // A refunded eSIM has no plan left on it: its QR code is no longer offered.
    qrCodeUrl: order.provisioningStatus === 'completed' && order.lpa && order.refundedAt === null ? `/api/orders/${order.id}/qr` : null,
    refundedAt: order.refundedAt,
    refundableUntil: refundableUntil(order),
    createdAt: order.createdAt,
    plan: { ...order.plan, flag: flagUrl(order.plan.countryCode) },
  };
}
