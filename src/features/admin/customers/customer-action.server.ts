/**
 * The console's actions on an account: block, unblock, sign out everywhere, resend the verification
 * link. Nobody blocks or signs out an owner or themselves; only owners act on a staff member's
 * account, so support cannot lock a colleague out. Each action is audited.
 */
import type { Failure } from '../../../lib/result.ts';
import { utcDateTime } from '../../../lib/utc-time.ts';
import {
  blockAccount,
  endAccountSessions,
  unblockAccount,
  type AccountChange,
} from '../../auth/account-blocks.server.ts';
import { sendVerificationMail } from '../../auth/auth.server.ts';
import { findUserById, type UserRecord } from '../../auth/users.server.ts';
import { auditAction, type StaffCaller } from '../../staff/audited-action.server.ts';
import type { CustomerAction } from './customer-action-texts.ts';
import type { AdminCustomer } from './customer-actions.ts';

export type CustomerActionOutcome =
  | { ok: true; message: string; before: UserRecord; after: UserRecord }
  | (Failure<'not-found' | 'not-allowed' | 'owners-only' | 'nothing-to-do'> & { message: string });

/** The fields of the account an action changes: its audit entry's before and after. */
const accountActionFields = (user: UserRecord) => ({
  blockedAt: user.blockedAt ?? null,
  sessionsEndedAt: user.sessionsEndedAt ?? null,
  emailVerifiedAt: user.emailVerifiedAt,
  closedAt: user.closure?.requestedAt ?? null,
});

/** Actions that lock the customer out: never on oneself, nor on an owner. */
const locksOut = (action: CustomerAction) =>
  action === 'block' || action === 'end-sessions' || action === 'close';

/** Takes the action on the account, audited as soon as it is taken (decision 0029). */
export async function runCustomerAction(
  action: CustomerAction,
  targetId: string,
  caller: StaffCaller,
  roleOf: (email: string) => Promise<AdminCustomer['staffRole']>,
): Promise<CustomerActionOutcome> {
  const before = await findUserById(targetId);
  if (!before) return { ok: false, reason: 'not-found', message: 'Customer not found' };
  const targetRole = await roleOf(before.email);
  if (locksOut(action) && before.id === caller.user.id)
    return refused('not-allowed', 'You cannot do this to your own account');
  if (targetRole !== null && caller.role !== 'owner')
    return refused('owners-only', "Only an owner can act on a staff member's account");
  if (locksOut(action) && targetRole === 'owner')
    return refused('not-allowed', 'The account of an owner cannot be blocked or signed out here');
  if (action === 'close') return closeForCustomer(before, caller);
  if (action === 'resend-verification') {
    if (before.emailVerifiedAt !== null)
      return refused('nothing-to-do', 'This e-mail address is already verified');
    await sendVerificationMail(before);
    await audit(caller, action, before, before);
    return done(before, before, `A new verification link is on its way to ${before.email}`);
  }
  const changed = await change[action](before.id);
  if (!changed) return { ok: false, reason: 'not-found', message: 'Customer not found' };
  if (!changed.changed) return refused('nothing-to-do', unchanged(action, changed.user));
  await audit(caller, action, before, changed.user);
  if (action === 'block') await cancelCheckoutsOf(before.id);
  return done(before, changed.user, changedMessage[action]);
}

/** Erasure cannot be taken back after its window: owners alone close an account (decision 0043). */
async function closeForCustomer(
  before: UserRecord,
  caller: StaffCaller,
): Promise<CustomerActionOutcome> {
  if (caller.role !== 'owner') return refused('owners-only', 'Only an owner can close an account');
  const { closeAccount } = await import('../../data-rights/account-closure.server.ts');
  const closed = await closeAccount(before.id, 'staff');
  if (!closed.ok && closed.reason === 'already-closed')
    return refused('nothing-to-do', 'This account is already closed');
  if (!closed.ok) return { ok: false, reason: 'not-found', message: 'Customer not found' };
  await audit(caller, 'close', before, closed.user);
  await cancelCheckoutsOf(before.id);
  return done(
    before,
    closed.user,
    'The account is closed and signed out; the customer is mailed a link that reopens it for 7 days',
  );
}

const audit = (
  caller: StaffCaller,
  action: CustomerAction,
  before: UserRecord,
  after: UserRecord,
) =>
  auditAction(caller, {
    action: `customer.${action}`,
    target: { kind: 'customer', id: before.id },
    before: accountActionFields(before),
    after: accountActionFields(after),
  });

const change: Record<
  Exclude<CustomerAction, 'resend-verification' | 'close'>,
  (id: string) => Promise<AccountChange>
> = {
  block: blockAccount,
  unblock: unblockAccount,
  'end-sessions': endAccountSessions,
};

const changedMessage = {
  block: 'The account is blocked and signed out everywhere; the customer is mailed',
  unblock: 'The account is unblocked; the customer is mailed that they can sign in again',
  'end-sessions': 'Every session of the account has ended',
} as const;

function unchanged(action: CustomerAction, user: UserRecord): string {
  if (action === 'block' && user.blockedAt)
    return `This account was blocked on ${utcDateTime(user.blockedAt)}`;
  return 'This account is not blocked';
}

/**
 * A blocked account's open checkouts are cancelled before the block answers. The block stands if
 * this fails: fulfilment refunds whatever a blocked account pays (docs/decisions/0013-price-hold.md).
 * The payment code loads only for the actions that cancel, keeping the others' cold start small.
 */
async function cancelCheckoutsOf(userId: string): Promise<void> {
  try {
    const [{ settleQuotesOfBlockedAccount }, { getPaymentGateway }] = await Promise.all([
      import('../../checkout/blocked-account-quotes.server.ts'),
      import('../../payments/payments.server.ts'),
    ]);
    const settled = await settleQuotesOfBlockedAccount(await getPaymentGateway(), userId);
    console.log(`Blocked account ${userId}: checkouts ${JSON.stringify(settled)}`);
  } catch (error) {
    console.error(
      `Blocked account ${userId}: checkouts not cancelled: ${error instanceof Error ? error.message : error}`,
    );
  }
}

const refused = (reason: 'not-allowed' | 'owners-only' | 'nothing-to-do', message: string) =>
  ({ ok: false, reason, message }) as const;
const done = (before: UserRecord, after: UserRecord, message: string) =>
  ({ ok: true, message, before, after }) as const;
