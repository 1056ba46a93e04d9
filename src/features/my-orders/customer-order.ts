import type { Failure } from '../../lib/result.ts';
import { flagUrl } from '../catalogue/plan.ts';
import { deliveryDueBy } from '../orders/delivery-promise.ts';
import { installDetails } from '../orders/install-links.ts';
import type { CustomerOrder, OrderRecord } from '../orders/order.ts';
import { orderStatus } from '../orders/order-status.ts';
import { refundableUntil } from '../refunds/refund-window.ts';

/**
 * The activation string the owner's QR code encodes, or why there is none to give: the eSIM is not
 * delivered yet (a top-up never has one), or it was refunded (its plan is revoked, so there is
 * nothing to install). The one rule for the QR link, the install links and the QR function.
 */
export function qrCodeOf(
  order: OrderRecord,
): { ok: true; lpa: string } | Failure<'not-ready' | 'refunded'> {
  // Delivered, not only assigned: an eSIM assigned after a late refund won the order is never
  // shown (docs/decisions/0048-delivery-promise-and-late-refund.md).
  if (order.provisioningStatus !== 'completed' || !order.lpa || order.deliveredAt === null)
    return { ok: false, reason: 'not-ready' };
  if (order.refundedAt !== null) return { ok: false, reason: 'refunded' };
  return { ok: true, lpa: order.lpa };
}

/**
 * How to install the eSIM an order bought: not for a top-up (it adds data), nor before delivery or
 * after a refund.
 */
function installFor(order: OrderRecord) {
  const qr = qrCodeOf(order);
  return qr.ok && order.topUpOf === null ? installDetails(qr.lpa) : null;
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
    qrCodeUrl: qrCodeOf(order).ok ? `/api/orders/${order.id}/qr` : null,
    refundedAt: order.refundedAt,
    refundableUntil: refundableUntil(order),
    delivery: deliveryOf(order),
    install: installFor(order),
    createdAt: order.createdAt,
    paid: { amount: order.amountCents, currency: order.currency },
    plan: { ...withoutCost(order.plan), flag: flagUrl(order.plan.countryCode) },
  };
}

/**
 * A new eSIM on its way: when it is promised by, and once the re-drive found it late, the refund
 * 'Refund now' asks for; null for a top-up and once delivered, failed or refunded.
 */
function deliveryOf(order: OrderRecord): CustomerOrder['delivery'] {
  if (
    order.topUpOf !== null ||
    order.deliveredAt !== null ||
    order.refundedAt !== null ||
    order.provisioningStatus === 'failed'
  )
    return null;
  return {
    dueBy: deliveryDueBy(order.createdAt),
    lateAt: order.lateAt,
    refundOffered: order.lateAt !== null,
  };
}

/** The plan as bought, without what it cost the shop: that figure is the owners'. */
function withoutCost({ cost: _cost, ...plan }: OrderRecord['plan']) {
  return plan;
}
