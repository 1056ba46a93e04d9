/**
 * The team, as owners manage it: invite a colleague by e-mail (the invitation link sets their
 * password, proving the inbox), change a role, remove a member. ADMIN_EMAILS owners are managed
 * in the environment, not here. Every change is written to the audit log.
 */
import { randomUUID } from 'node:crypto';
import { adminEmails, siteUrl } from '../../lib/env.ts';
import { randomToken } from '../../lib/hash.ts';
import type { Failure } from '../../lib/result.ts';
import { normaliseEmail } from '../auth/auth.ts';
import { hashPassword } from '../auth/password.server.ts';
import { deleteUserSessions } from '../auth/sessions/sessions.server.ts';
import { issueToken } from '../auth/tokens.server.ts';
import { createUser, findUserByEmail } from '../auth/users.server.ts';
import { queueMail } from '../mail/mail-queue.server.ts';
import { auditAction, type StaffCaller } from './audited-action.server.ts';
import { staffInvitationMail } from './staff-mails.ts';
import { isOwnerByEnvironment, joinedAsStaff } from './staff-rights.server.ts';
import { listMembers, readMember, removeMember, writeMember } from './staff-store.server.ts';
import type { StaffRole, TeamMemberView } from './staff.ts';
import { loadTranslator } from '../i18n/load-translator.ts';

export async function listTeam(): Promise<TeamMemberView[]> {
  const invited = await listMembers();
  const environment = adminEmails()
    .map(normaliseEmail)
    .filter((email) => !invited.some((member) => member.email === email));
  const rows = [
    ...environment.map((email) => ({
      email,
      role: 'owner' as const,
      source: 'environment' as const,
      invitedBy: null,
      invitedAt: null,
    })),
    ...invited.map((member) => ({ ...member, source: 'invited' as const })),
  ];
  return Promise.all(
    rows.map(async (row) => {
      const user = await findUserByEmail(row.email);
      return {
        ...row,
        joined: user
          ? joinedAsStaff(user, isOwnerByEnvironment(row.email) ? null : row.invitedAt)
          : false,
        secondFactor: Boolean(user?.totp),
      };
    }),
  );
}

type TeamFailure = Failure<'environment-owner' | 'yourself' | 'not-a-member'>;

/**
 * Adds or re-invites a member with `role` and mails them the link that sets their password. An
 * address without an account gets one with a password nobody knows until the link sets it. Only
 * this link makes the member staff: a password set before it, a customer's or one from an earlier
 * invitation (a member who joined and is invited again too), opens no console until it is used.
 */
export async function inviteStaff(
  actor: StaffCaller,
  email: string,
  role: StaffRole,
): Promise<{ ok: true } | TeamFailure> {
  const address = normaliseEmail(email);
  if (isOwnerByEnvironment(address)) return { ok: false, reason: 'environment-owner' };
  const before = await readMember(address);
  // The record first, and the link issued at the same instant: the member's rights need a link
  // issued at or after `invitedAt`, so earlier links lose their worth before this one exists.
  const now = Date.now();
  const member = {
    email: address,
    role,
    invitedBy: actor.user.email,
    invitedAt: new Date(now).toISOString(),
  };
  await writeMember(member);
  const user =
    (await findUserByEmail(address)) ??
    (await createUser({
      email: address,
      firstName: null,
      lastName: null,
      passwordHash: await hashPassword(randomToken()),
    })) ??
    (await findUserByEmail(address));
  if (!user) throw new Error(`No account for ${address} after creating it`);
  const token = await issueToken('staff-invitation', user.id, now);
  const link = `${siteUrl()}/reset-password?token=${token}`;
  await queueMail(
    `staff-invitation/${randomUUID()}`,
    staffInvitationMail(address, link, actor.user.email, role, await loadTranslator('en')),
  );
  await auditAction(actor, {
    action: 'staff.invite',
    target: { kind: 'staff', id: address },
    ...(before ? { before: { role: before.role } } : {}),
    after: { role },
  });
  return { ok: true };
}

/** Changes an invited member's role; ADMIN_EMAILS owners and the actor themselves are refused. */
export async function changeStaffRole(
  actor: StaffCaller,
  email: string,
  role: StaffRole,
): Promise<{ ok: true } | TeamFailure> {
  const refusal = await refuseChange(actor, email);
  if (refusal) return refusal;
  const before = (await readMember(email))!;
  if (before.role === role) return { ok: true };
  await writeMember({ ...before, role });
  await auditAction(actor, {
    action: 'staff.change-role',
    target: { kind: 'staff', id: before.email },
    before: { role: before.role },
    after: { role },
  });
  return { ok: true };
}

/** Removes an invited member and ends their sessions at once. */
export async function removeStaff(
  actor: StaffCaller,
  email: string,
): Promise<{ ok: true } | TeamFailure> {
  const refusal = await refuseChange(actor, email);
  if (refusal) return refusal;
  const before = (await readMember(email))!;
  await removeMember(before.email);
  const user = await findUserByEmail(before.email);
  if (user) await deleteUserSessions(user.id);
  await auditAction(actor, {
    action: 'staff.remove',
    target: { kind: 'staff', id: before.email },
    before: { role: before.role },
  });
  return { ok: true };
}

async function refuseChange(actor: StaffCaller, email: string): Promise<TeamFailure | null> {
  if (isOwnerByEnvironment(email)) return { ok: false, reason: 'environment-owner' };
  if (normaliseEmail(email) === normaliseEmail(actor.user.email))
    return { ok: false, reason: 'yourself' };
  if (!(await readMember(email))) return { ok: false, reason: 'not-a-member' };
  return null;
}
