import { flagUrl } from '../catalogue/plan.ts';
import { installDetails } from '../esims/install-links.ts';
import type { CustomerOrder, OrderRecord } from './order.ts';
import { orderStatus } from './order-status.ts';
import { refundableUntil } from './refund-window.ts';

/** How to install the eSIM an order bought: not for a top-up (it adds data), nor before delivery or after a refund. */
function installFor(order: OrderRecord) {
  if (order.provisioningStatus !== 'completed' || !order.lpa || order.topUpOf !== null || order.refundedAt !== null) return null;
  return installDetails(order.lpa);
}

/** What the owner sees of an order: no payment or provider internals, the QR by URL. */
export function toCustomerOrder(order: OrderRecord): CustomerOrder {
  return {
    id: order.id,
    planId: order.planId,
    status: orderStatus(order.provisioningStatus, order.refundedAt),
    provisioningStatus: order.provisioningStatus,
    iccid: order.iccid,
    lastError: order.lastError,
    topUpOf: order.topUpOf,
    // A refunded eSIM has no plan left on it: its QR code is no longer offered.
    qrCodeUrl: order.provisioningStatus === 'completed' && order.lpa && order.refundedAt === null ? `/api/orders/${order.id}/qr` : null,
    refundedAt: order.refundedAt,
    refundableUntil: refundableUntil(order),
    install: installFor(order),
    createdAt: order.createdAt,
    plan: { ...order.plan, flag: flagUrl(order.plan.countryCode) },
  };
}
