/** Staff roles and the shapes staff calls share with the console. */
import * as z from 'zod';
import { optionalParam, pageCursorSchema } from '../../lib/page-query.ts';
import { staffRoles, type StaffRole } from '../auth/auth.ts';

export type { StaffRole };
export const staffRoleSchema = z.enum(staffRoles);

/** Whether a member with `role` may make a call that needs `needed`. */
export function roleAllows(role: StaffRole, needed: StaffRole): boolean {
  return role === 'owner' || needed === 'support';
}

/** A code from an authenticator app: six digits (spaces typed between them are dropped). */
export const secondFactorSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')),
});

/** GET /api/auth/second-factor: enrolled, or the secret to enrol, as a link and a QR code (SVG). */
export type EnrolmentView =
  { enrolled: true } | { enrolled: false; secret: string; otpauthUri: string; qrSvg: string };

export const staffMessages = {
  noPendingSignIn: 'Sign in with your password first',
  enrolFirst: 'Add the account to your authenticator app first, then enter its code',
  wrongCode: 'That code is not valid. Enter the current code from your authenticator app.',
} as const;

/** GET /api/admin/audit?cursor= */
export const auditQuerySchema = z.object({ cursor: optionalParam(pageCursorSchema) });

const staffEmail = z
  .string()
  .trim()
  .max(254, 'The e-mail address is too long')
  .pipe(z.email('Enter a valid e-mail address'));

/** POST /api/admin/staff (invite a colleague, or again) and /api/admin/staff/role: same shape. */
export const inviteStaffSchema = z.object({
  email: staffEmail,
  role: z.enum(staffRoles, { error: 'The role is owner or support' }),
});
/** POST /api/admin/staff/remove */
export const removeStaffSchema = z.object({ email: staffEmail });

/** One row of GET /api/admin/staff. */
export interface TeamMemberView {
  email: string;
  role: StaffRole;
  /** `environment`: an ADMIN_EMAILS owner; `invited`: added from the console. */
  source: 'environment' | 'invited';
  invitedBy: string | null;
  invitedAt: string | null;
  /**
   * Has chosen a password through the link of their current invitation (an ADMIN_EMAILS owner:
   * through any link mailed to them).
   */
  joined: boolean;
  /** Has an authenticator enrolled. */
  secondFactor: boolean;
}

/** The refusals of team changes, as the console shows them. */
export const teamMessages = {
  'environment-owner':
    'This owner is listed in ADMIN_EMAILS: change that setting on Netlify to change or remove them.',
  yourself: 'You cannot change your own role or remove yourself: ask another owner.',
  'not-a-member': 'No staff member has this e-mail address.',
} as const;
