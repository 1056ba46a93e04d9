/**
 * One order seen whole by staff (GET /api/admin/orders/{id}): the order without its activation
 * code, with its tax, its customer, their other orders, its timeline, its eSIM's live status, its
 * invoices and credit notes and its refund.
 */
import { toMinorUnits } from '../../../lib/money.ts';
import { findUserById, type UserRecord } from '../../auth/users.server.ts';
import { planValidityOf } from '../../esims/days-left.ts';
import type { EsimStatusAnswer } from '../../esims/esim-status.ts';
import type { StatusRead } from '../../esims/status-cache.server.ts';
import { planBasicsOf, type OrderRecord } from '../../orders/order.ts';
import { orderStateOf } from '../../orders/order-state.ts';
import { findOrder, listUserOrders } from '../../orders/orders.server.ts';
import type { StaffRole } from '../../staff/staff.ts';
import { customerBasicsOf } from '../shell/customer-basics.server.ts';
import { documentRowsOf, refundViewOf, taxViewOf } from './order-billing.server.ts';
import { orderRowsOf } from './order-search.server.ts';
import { orderTimeline } from './order-timeline.server.ts';
import {
  OTHER_ORDERS_SHOWN,
  type AdminEsimView,
  type AdminOrderAnswer,
  type AdminOrderCustomer,
  type AdminOrderView,
} from './order-view.ts';

/** The customer's eSIM status reader (esims/status-cache.server.ts), behind its provider gate. */
export type ReadEsimStatus = (
  iccid: string,
  options: { plan: ReturnType<typeof planValidityOf> },
) => Promise<StatusRead>;

/** The eSIM of an order that bought one and still has it (and its activation code). */
export const ownEsimOf = (order: OrderRecord): string | null =>
  order.topUpOf === null &&
  order.provisioningStatus === 'completed' &&
  order.refundedAt === null &&
  order.lpa !== null
    ? order.iccid
    : null;

/** The order as a staff member of `role` reads it, picked field by field, never spread. */
function viewOf(order: OrderRecord, role: StaffRole): AdminOrderView {
  const { plan } = order;
  return {
    id: order.id,
    userId: order.userId,
    paymentIntentId: order.paymentIntentId,
    plan: { ...planBasicsOf(plan), bundle: plan.bundle ?? null },
    amountCents: order.amountCents,
    currency: order.currency,
    state: orderStateOf(order),
    provisioningStatus: order.provisioningStatus,
    attempts: order.attempts,
    nextAttemptAt: order.nextAttemptAt,
    providerReference: order.providerReference,
    providerOrderStartedAt: order.providerOrderStartedAt,
    iccid: order.iccid,
    lastError: order.lastError,
    deliveredAt: order.deliveredAt,
    lateAt: order.lateAt,
    topUpOf: order.topUpOf,
    refundedAt: order.refundedAt,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    hasActivationCode: ownEsimOf(order) !== null,
    tax: taxViewOf(order),
    businessBuyer: order.businessBuyer && {
      name: order.businessBuyer.name,
      address: order.businessBuyer.address,
      vatId: order.businessBuyer.vatId,
      country: order.businessBuyer.country,
    },
    deliveryConsent: order.deliveryConsent && {
      at: order.deliveryConsent.at,
      textKey: order.deliveryConsent.textKey,
      locale: order.deliveryConsent.locale,
    },
    ...(role === 'owner'
      ? {
          ownerFigures: {
            costUsdCents: plan.cost === undefined ? null : toMinorUnits(plan.cost, 'USD'),
            exchangeRate: order.exchangeRate,
          },
        }
      : {}),
  };
}

function customerOf(user: UserRecord): AdminOrderCustomer {
  return { ...customerBasicsOf(user), blocked: Boolean(user.blockedAt) };
}

/** The cached status answer, picked field by field like every staff view. */
function esimViewOf(answer: EsimStatusAnswer): AdminEsimView {
  return {
    status: answer.status,
    dataLeft: answer.dataLeft,
    daysLeft: answer.daysLeft,
    queued: answer.queued.map(({ bundle, data }) => ({ bundle, data })),
    checkedAt: answer.checkedAt,
    note: answer.note,
  };
}

const UNREACHABLE = 'The provider could not be reached to read this eSIM; try again in a minute.';

async function esimOf(order: OrderRecord, read: ReadEsimStatus): Promise<AdminEsimView | null> {
  const iccid = ownEsimOf(order);
  if (iccid === null) return null;
  try {
    const status = await read(iccid, { plan: planValidityOf(order) });
    if (status.ok) return esimViewOf(status.answer);
    return {
      status: 'unknown',
      error:
        status.reason === 'checking'
          ? 'The provider is being asked about this eSIM right now; reload in a few seconds.'
          : UNREACHABLE,
    };
  } catch (error) {
    console.error(`Order ${order.id}: the eSIM status could not be read`, error);
    return { status: 'unknown', error: UNREACHABLE };
  }
}

/** The order page's answer for a staff member of `role`; null when there is no such order. */
export async function loadAdminOrder(
  orderId: string,
  readEsimStatus: ReadEsimStatus,
  role: StaffRole,
): Promise<AdminOrderAnswer | null> {
  const order = await findOrder(orderId);
  if (!order) return null;
  const [user, customerOrders] = await Promise.all([
    findUserById(order.userId),
    listUserOrders(order.userId),
  ]);
  const others = customerOrders.filter((other) => other.id !== order.id);
  const topUps = others.filter((other) => other.topUpOf === order.id);
  const [otherOrders, timeline, esim, documents, refund] = await Promise.all([
    orderRowsOf(others.slice(0, OTHER_ORDERS_SHOWN)),
    orderTimeline(order, topUps),
    esimOf(order, readEsimStatus),
    documentRowsOf(order.id),
    refundViewOf(order),
  ]);
  return {
    order: viewOf(order, role),
    customer: user ? customerOf(user) : null,
    otherOrders,
    timeline,
    esim,
    documents,
    refund,
  };
}
