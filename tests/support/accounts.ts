/**
 * A signed-in customer for handler tests, through the real register, verify and sign-in functions.
 * An ADMIN_EMAILS address first sets its password through a mailed reset link, as the owner does
 * (staff rights need that password and a session opened after it), then enrols an authenticator
 * and gives its code, as every staff sign-in must.
 */
import adminStaff from '../../netlify/functions/admin-staff.mts';
import register from '../../netlify/functions/auth-register.mts';
import resetPassword from '../../netlify/functions/auth-reset-password.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import user from '../../netlify/functions/auth-user.mts';
import verifyEmail from '../../netlify/functions/verify-email.mts';
import secondFactor from '../../netlify/functions/auth-second-factor.mts';
import { codeAt } from '../../src/features/staff/totp.server.ts';
import { normaliseEmail } from '../../src/features/auth/auth.ts';
import { issueToken } from '../../src/features/auth/tokens.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { adminEmails } from '../../src/lib/env.ts';
import { call, cookiesOf } from './call.ts';

/** A customer signed in through the real functions: the cookie its browser would send. */
export interface Customer {
  email: string;
  cookie: string;
  userId: string;
  /** A staff member's authenticator secret, to sign in again. */
  totpSecret?: string;
}

const password = 'a test customer passphrase';

async function expectOk(response: Response, what: string, email: string): Promise<void> {
  if (response.status !== 200)
    throw new Error(`Could not ${what} ${email}: ${response.status} ${await response.text()}`);
}

/**
 * `verified: false` leaves the address unconfirmed. Links are issued here rather than read from
 * the mail, so this works with any mail transport; the registration mail itself still goes out
 * after the answer. Confirming ends the sessions opened before, so the customer signs in after.
 */
export async function signedInCustomer(email: string, { verified = true } = {}): Promise<Customer> {
  await call(register, '/api/auth/register', {
    body: { email, password, confirmPassword: password },
  });
  const signIn = async () =>
    cookiesOf(await call(signin, '/api/auth/signin', { body: { email, password } }));
  const first = await signIn();
  const me = (await (await call(user, '/api/auth/user', { cookie: first })).json()) as {
    id: string;
  };
  if (!verified) return { email, cookie: first, userId: me.id };

  const token = await issueToken('verify-email', me.id);
  await expectOk(await call(verifyEmail, `/api/verify-email?token=${token}`), 'verify', email);
  if (!adminEmails().map(normaliseEmail).includes(normaliseEmail(email)))
    return { email, cookie: await signIn(), userId: me.id };

  const resetToken = await issueToken('password-reset', me.id);
  await expectOk(
    await call(resetPassword, '/api/auth/reset-password', {
      body: { token: resetToken, password, confirmPassword: password },
    }),
    'reset the password of',
    email,
  );
  const staff = await enrolAndSignIn(await signIn(), email);
  return { email, userId: me.id, ...staff };
}

/**
 * A staff member as an owner makes one: invited from the console (`ownerCookie`), the password set
 * through the mailed invitation's own link, signed in and enrolled.
 */
export async function invitedStaffMember(
  ownerCookie: string,
  email: string,
  role: 'owner' | 'support' = 'support',
): Promise<Customer> {
  await expectOk(
    await call(adminStaff, '/api/admin/staff', { body: { email, role }, cookie: ownerCookie }),
    'invite',
    email,
  );
  const [invitation] = await listOutbox({ to: email, kind: 'staff-invitation' });
  const token = new URL(invitation!.links[0]!).searchParams.get('token');
  await expectOk(
    await call(resetPassword, '/api/auth/reset-password', {
      body: { token, password, confirmPassword: password },
    }),
    'follow the invitation of',
    email,
  );
  const pending = cookiesOf(await call(signin, '/api/auth/signin', { body: { email, password } }));
  const staff = await enrolAndSignIn(pending, email);
  const me = (await (await call(user, '/api/auth/user', { cookie: staff.cookie })).json()) as {
    id: string;
  };
  return { email, userId: me.id, ...staff };
}

/**
 * Completes a staff sign-in waiting for its second factor (`pending`, the sign-in's cookies) by
 * enrolling the authenticator the server offers: the signed-in cookies, and the secret.
 */
export async function enrolAndSignIn(
  pending: string,
  email: string,
): Promise<{ cookie: string; totpSecret: string }> {
  const enrolment = await call(secondFactor, '/api/auth/second-factor', { cookie: pending });
  await expectOk(enrolment.clone(), 'start the enrolment of', email);
  const { secret } = (await enrolment.json()) as { secret: string };
  return { cookie: await giveCode(pending, secret, email), totpSecret: secret };
}

/** A code works once: a second sign-in in the same 30 s uses the next step's (still accepted). */
const lastStep = new Map<string, number>();

async function giveCode(pending: string, secret: string, email: string): Promise<string> {
  const now = Date.now();
  const step = Math.max(Math.floor(now / 30_000), (lastStep.get(email) ?? 0) + 1);
  lastStep.set(email, step);
  const response = await call(secondFactor, '/api/auth/second-factor', {
    body: { code: await codeAt(secret, step * 30_000) },
    cookie: pending,
  });
  await expectOk(response.clone(), 'give the second factor of', email);
  const device = pending.split('; ').filter((pair) => !/^(__Host-)?sid=/.test(pair));
  return [cookiesOf(response), ...device].join('; ');
}
