/**
 * The erasure of closed accounts past their undo window, from the closures' expiry index in the
 * `users` store: orders, invoices and eSIMs stay for the accounting period, the person is
 * forgotten. Each step can run again. What goes and what stays: docs/decisions/0043-data-rights.md.
 */
import { sweepExpired, type Settled } from '../../lib/expiry-index.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';
import { deleteUserSessions } from '../auth/sessions/sessions.server.ts';
import { changeUser, findUserById, releaseEmail, type UserRecord } from '../auth/users.server.ts';
import { forgetMailsTo } from '../mail/mail-recipients.server.ts';
import { forgetRemindersChoice } from '../esims/reminders/reminders-off.server.ts';
import { eraseSenderOf } from '../support/contact-messages.server.ts';
import { CLOSURE_INDEX } from './account-closure.server.ts';

/** Removes what staff's directory finds the account by (its name words); given by the caller. */
export type ForgetDirectoryEntries = (user: UserRecord) => Promise<void>;

/**
 * Calls one erasure makes, reserved before it starts: two versioned writes of the account, the
 * e-mail key, the listings; each name word, session, message and mail adds a few more.
 */
const ERASURE_CALLS = 20;

const isErased = (user: UserRecord) => Boolean(user.closure?.erasedAt) && user.email === '';

async function eraseAccount(
  userId: string,
  now: number,
  budget: SweepBudget,
  forgetDirectory: ForgetDirectoryEntries,
): Promise<Settled> {
  budget.take();
  const user = await findUserById(userId);
  // Unknown, reopened, or erased already: nothing more to do.
  if (!user?.closure || isErased(user)) return 'done';
  if (Date.parse(user.closure.eraseAfter) > now)
    return { lookAgainAt: Date.parse(user.closure.eraseAfter) };
  for (let i = 1; i < ERASURE_CALLS; i++) budget.take();
  // Marked first, in a write conditional on the closure still standing: an undo after it fails.
  const marked = await changeUser(userId, (current) =>
    current.closure && !current.closure.erasedAt
      ? { closure: { ...current.closure, erasedAt: new Date(now).toISOString() } }
      : null,
  );
  const closing = marked?.user;
  if (!closing?.closure?.erasedAt) return 'done'; // reopened between the read and the mark
  await forgetDirectory(closing);
  await deleteUserSessions(userId);
  await eraseSenderOf(closing.email);
  await forgetMailsTo(closing.email);
  await forgetRemindersChoice(userId);
  await releaseEmail(closing.email, userId);
  await changeUser(userId, () => ({
    email: '',
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    passwordHash: '',
    totp: null,
  }));
  return 'done';
}

/** Erases the accounts whose undo window has passed, within the budget. */
export function eraseClosedAccounts(
  budget: SweepBudget,
  now: number,
  forgetDirectory: ForgetDirectoryEntries,
) {
  return sweepExpired(
    'users',
    budget,
    now,
    (userId) => eraseAccount(userId, now, budget, forgetDirectory),
    CLOSURE_INDEX,
  );
}
