/**
 * Staff download a customer's data at their request (decision 0043): the same file the customer
 * gets, audited before it is handed over; only owners download a staff member's.
 */
import type { Failure } from '../../../lib/result.ts';
import { findUserById } from '../../auth/users.server.ts';
import { exportCustomerData } from '../../data-rights/data-export.server.ts';
import { auditAction, type StaffCaller } from '../../staff/audited-action.server.ts';
import type { AdminCustomer } from './customer-actions.ts';

export async function customerDataForStaff(
  userId: string,
  caller: StaffCaller,
  roleOf: (email: string) => Promise<AdminCustomer['staffRole']>,
): Promise<
  | { ok: true; data: Awaited<ReturnType<typeof exportCustomerData>> }
  | Failure<'not-found' | 'owners-only'>
> {
  const user = await findUserById(userId);
  if (!user) return { ok: false, reason: 'not-found' };
  if (caller.role !== 'owner' && (await roleOf(user.email)) !== null)
    return { ok: false, reason: 'owners-only' };
  const data = await exportCustomerData(user);
  await auditAction(caller, {
    action: 'customer.data-download',
    target: { kind: 'customer', id: user.id },
    before: null,
    after: { exportedAt: data.exportedAt },
  });
  return { ok: true, data };
}
