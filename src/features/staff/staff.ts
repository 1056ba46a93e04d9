/** Staff roles and the shapes staff calls share with the console. */
import * as z from 'zod';

/** `owner`: everything. `support`: orders, customers and messages; not the catalogue or staff. */
export const staffRoleSchema = z.enum(['owner', 'support']);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Whether a member with `role` may make a call that needs `needed`. */
export function roleAllows(role: StaffRole, needed: StaffRole): boolean {
  return role === 'owner' || needed === 'support';
}
