/**
 * Who is staff (an ADMIN_EMAILS owner or an invited member, verified, with a password set through a
 * mailed link) and when a session carries their rights: opened after it, completed with the second
 * factor (docs/decisions/0001-admin-rights-by-mailed-link.md, 0029).
 */
import { adminEmails } from '../../lib/env.ts';
import { normaliseEmail } from '../auth/auth.ts';
import type { Session } from '../auth/sessions/sessions.server.ts';
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

type AccountProof = Pick<
  UserRecord,
  'email' | 'emailVerifiedAt' | 'passwordProvenAt' | 'staffInvitationIssuedAt'
>;

/**
 * Whether the account's password is the staff member's own: the address verified and the
 * password chosen through a mailed link; for a member invited at `invitedAt` (null: an
 * ADMIN_EMAILS owner), first set through the link of that very invitation. A password chosen
 * before the invitation, even through a reset link, was perhaps phished or reused: it stays a
 * customer's. Resets after joining keep the rights: they prove the mailbox too.
 */
export function joinedAsStaff(user: AccountProof, invitedAt: string | null): boolean {
  if (user.emailVerifiedAt === null || !user.passwordProvenAt) return false;
  if (invitedAt === null) return true;
  const linkIssuedAt = user.staffInvitationIssuedAt;
  return Boolean(linkIssuedAt) && Date.parse(linkIssuedAt!) >= Date.parse(invitedAt);
}

/**
 * The role this account signs in to, or null for a customer's sign-in. A staff address whose
 * password was not chosen as joinedAsStaff says signs in as a customer.
 */
export async function staffSignInRole(user: AccountProof): Promise<StaffRole | null> {
  if (isOwnerByEnvironment(user.email)) return joinedAsStaff(user, null) ? 'owner' : null;
  const member = await readMember(user.email);
  return member && joinedAsStaff(user, member.invitedAt) ? member.role : null;
}

/** Whether the session was opened after the password it was opened with was proven. */
function openedAfterProof(user: AccountProof, session: Pick<Session, 'createdAt'>): boolean {
  return Boolean(user.passwordProvenAt) && session.createdAt >= Date.parse(user.passwordProvenAt!);
}

/** The staff rights of this session: the account's role, once the second factor was given. */
export async function staffRightsOf(
  user: AccountProof,
  session: Pick<Session, 'createdAt' | 'secondFactorAt'>,
): Promise<StaffRole | null> {
  if (session.secondFactorAt === undefined || !openedAfterProof(user, session)) return null;
  return staffSignInRole(user);
}

/**
 * Whether a sign-in waiting for its second factor may still give it (or enrol one): the account
 * is staff now, and the sign-in came after the password it relies on. A member removed or invited
 * anew since it began gives none.
 */
export async function mayGiveSecondFactor(
  user: AccountProof,
  session: Pick<Session, 'createdAt'>,
): Promise<boolean> {
  return openedAfterProof(user, session) && (await staffSignInRole(user)) !== null;
}

/**
 * Whether an invitation link issued at `issuedAt` to `email` is the member's current invitation:
 * the link of a member since removed, or invited again, sets no password.
 */
export async function invitationOpen(email: string, issuedAt: number): Promise<boolean> {
  const member = await readMember(email);
  return member !== null && issuedAt >= Date.parse(member.invitedAt);
}

/** The owners' addresses: ADMIN_EMAILS and the members invited as owners. */
export async function ownerEmails(): Promise<string[]> {
  const invited = (await listMembers()).filter((member) => member.role === 'owner');
  return [...new Set([...adminEmails().map(normaliseEmail), ...invited.map((m) => m.email)])];
}
