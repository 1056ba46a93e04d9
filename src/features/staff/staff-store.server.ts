/**
 * The `staff` Blobs store: `member/<sha256 of the normalised e-mail>` → an invited member and
 * their role. Keyed by e-mail because an invitation comes before the account it names. The owners
 * listed in ADMIN_EMAILS have no record: the environment is their record.
 */
import * as z from 'zod';
import { sha256Hex } from '../../lib/hash.ts';
import { storeFamily } from '../../lib/store-family.ts';
import { normaliseEmail } from '../auth/auth.ts';
import { staffRoleSchema } from './staff.ts';

const memberSchema = z.object({
  email: z.string(),
  role: staffRoleSchema,
  invitedBy: z.string(),
  invitedAt: z.string(),
});
export type StaffMember = z.infer<typeof memberSchema>;

const members = storeFamily('staff', 'member/', memberSchema);
const nameOf = (email: string) => sha256Hex(normaliseEmail(email));

export function readMember(email: string): Promise<StaffMember | null> {
  return members.readIfValid(nameOf(email));
}

export function writeMember(member: StaffMember): Promise<void> {
  return members.write(nameOf(member.email), { ...member, email: normaliseEmail(member.email) });
}

export function removeMember(email: string): Promise<void> {
  return members.remove(nameOf(email));
}

/** Every invited member; a team is small, so all are read. */
export async function listMembers(): Promise<StaffMember[]> {
  const names = await members.listNames();
  const read = await Promise.all(names.map((name) => members.readIfValid(name)));
  return read.filter((member) => member !== null);
}
