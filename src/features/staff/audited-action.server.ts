/** Writes the audit entry of one staff action taken through an /api/admin/* call. */
import type { UserRecord } from '../auth/users.server.ts';
import { recordStaffAction, type StaffAction } from './audit-log.server.ts';
import type { StaffRole } from './staff.ts';

/** The staff member as requireStaff gives them (the audit needs only who they are). */
export interface StaffCaller {
  user: Pick<UserRecord, 'id' | 'email'>;
  role: StaffRole;
}

export function auditAction(
  caller: StaffCaller,
  action: Omit<StaffAction, 'actor'>,
): Promise<unknown> {
  const actor = { id: caller.user.id, email: caller.user.email, role: caller.role };
  return recordStaffAction({ actor, ...action });
}
