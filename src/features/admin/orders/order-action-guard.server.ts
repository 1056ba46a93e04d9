/**
 * Whether a staff member may act on an order, asked by every order action before it changes or
 * reveals anything: only owners act on a staff member's order, nobody on their own, nothing for a
 * blocked account (docs/decisions/0029-staff-roles-and-second-factor.md, 0013-price-hold.md).
 */
import type { Failure } from '../../../lib/result.ts';
import { findUserById } from '../../auth/users.server.ts';
import { findOrder } from '../../orders/orders.server.ts';
import { staffRoleOf } from '../../staff/staff-rights.server.ts';
import type { StaffRole } from '../../staff/staff.ts';

export type OrderActionName = 'reveal' | 'refund' | 'resend-delivery' | 'retry-provisioning';

type OrderActionRefusalReason = 'not-found' | 'own-order' | 'owners-only' | 'account-blocked';
export type OrderActionRefusal = Failure<OrderActionRefusalReason> & { message: string };

/** The answer each refusal gets, the same from every order action. */
export const orderActionRefusalStatus: Record<OrderActionRefusalReason, number> = {
  'not-found': 404,
  'own-order': 409,
  'owners-only': 403,
  'account-blocked': 409,
};

/**
 * The actions that hand over, send or buy the eSIM: never for a blocked account (a code read out
 * on the phone installs the eSIM as surely as the mail does).
 */
const blockedAccountRefusals: Partial<Record<OrderActionName, string>> = {
  reveal: "This customer's account is blocked: unblock it first to reveal the activation code",
  'resend-delivery':
    "This customer's account is blocked: unblock it first to send the delivery mail again",
  'retry-provisioning':
    "This customer's account is blocked: unblock it first to retry provisioning",
};

/** Why `caller` may not take `action` on order `orderId`, or null when they may. */
export async function orderActionRefusal(
  action: OrderActionName,
  orderId: string,
  caller: { user: { id: string }; role: StaffRole },
): Promise<OrderActionRefusal | null> {
  const order = await findOrder(orderId);
  if (!order) return refused('not-found', 'Order not found');
  if (order.userId === caller.user.id)
    return refused('own-order', 'You cannot do this to your own order');
  const customer = await findUserById(order.userId);
  if (!customer) return null;
  if (caller.role !== 'owner' && (await staffRoleOf(customer.email)) !== null)
    return refused('owners-only', "Only an owner can act on a staff member's order");
  const blocked = blockedAccountRefusals[action];
  if (blocked && customer.blockedAt) return refused('account-blocked', blocked);
  return null;
}

const refused = (reason: OrderActionRefusalReason, message: string): OrderActionRefusal => ({
  ok: false,
  reason,
  message,
});
