/** One customer seen by staff: the account, its state and every order (the customer page). */
import type { UserRecord } from '../../auth/users.server.ts';
import { findUserById } from '../../auth/users.server.ts';
import { listUserOrders } from '../../orders/orders.server.ts';
import type { AdminCustomer, AdminCustomerAnswer } from './customer-actions.ts';
import { customerBasicsOf } from '../shell/customer-basics.server.ts';
import { orderRowsOf } from '../orders/order-search.server.ts';

export function adminCustomerOf(
  user: UserRecord,
  staffRole: AdminCustomer['staffRole'],
): AdminCustomer {
  return {
    ...customerBasicsOf(user),
    blockedAt: user.blockedAt ?? null,
    closure: user.closure
      ? {
          requestedAt: user.closure.requestedAt,
          eraseAfter: user.closure.eraseAfter,
          erasedAt: user.closure.erasedAt,
        }
      : null,
    staffRole,
  };
}

/** The customer page's answer; null for an unknown account. */
export async function loadAdminCustomer(
  userId: string,
  roleOf: (email: string) => Promise<AdminCustomer['staffRole']>,
): Promise<AdminCustomerAnswer | null> {
  const user = await findUserById(userId);
  if (!user) return null;
  const [role, orders] = await Promise.all([roleOf(user.email), listUserOrders(userId)]);
  return { customer: adminCustomerOf(user, role), orders: await orderRowsOf(orders) };
}
