/**
 * Who is staff, and when a session carries their rights. Staff: an ADMIN_EMAILS address (an
 * owner) or an invited member, with a verified address and a password chosen through a link mailed
 * to it. Their rights need a session opened after that password and completed with the second
 * factor (docs/decisions/0001-admin-rights-by-mailed-link.md).
 */
import { adminEmails } from '../../lib/env.ts';
import { normaliseEmail } from '../auth/auth.ts';
import type { Session } from '../auth/sessions.server.ts';
import type { UserRecord } from '../auth/users.server.ts';
import { listMembers, readMember } from './staff-store.server.ts';
import type { StaffRole } from './staff.ts';

export function isOwnerByEnvironment(email: string): boolean {
  return adminEmails().map(normaliseEmail).includes(normaliseEmail(email));
}

/** The role an address holds, whatever the state of its account. */
export async function staffRoleOf(email: string): Promise<StaffRole | null> {
  if (isOwnerByEnvironment(email)) return 'owner';
  return (await readMember(email))?.role ?? null;
}

type AccountProof = Pick<UserRecord, 'email' | 'emailVerifiedAt' | 'passwordProvenAt'>;

/**
 * The role this account signs in to, or null for a customer's sign-in. A staff address whose
 * password was typed at sign-up (not proven through the mailbox) signs in as a customer.
 */
export async function staffSignInRole(user: AccountProof): Promise<StaffRole | null> {
  if (user.emailVerifiedAt === null || !user.passwordProvenAt) return null;
  return staffRoleOf(user.email);
}

/** The staff rights of this session: the account's role, once the second factor was given. */
export async function staffRightsOf(
  user: AccountProof,
  session: Pick<Session, 'createdAt' | 'secondFactorAt'>,
): Promise<StaffRole | null> {
  if (session.secondFactorAt === undefined || !user.passwordProvenAt) return null;
  if (session.createdAt < Date.parse(user.passwordProvenAt)) return null;
  return staffSignInRole(user);
}

/** The owners' addresses: ADMIN_EMAILS and the members invited as owners. */
export async function ownerEmails(): Promise<string[]> {
  const invited = (await listMembers()).filter((member) => member.role === 'owner');
  return [...new Set([...adminEmails().map(normaliseEmail), ...invited.map((m) => m.email)])];
}
