/**
 * A signed-in customer for handler tests, through the real register, verify and sign-in functions.
 * An ADMIN_EMAILS address first sets its password through a mailed reset link, as the owner does:
 * admin rights need that password and a session opened after it.
 */
import register from '../../netlify/functions/auth-register.mts';
import resetPassword from '../../netlify/functions/auth-reset-password.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import user from '../../netlify/functions/auth-user.mts';
import verifyEmail from '../../netlify/functions/verify-email.mts';
import { normaliseEmail } from '../../src/features/auth/auth.ts';
import { issueToken } from '../../src/features/auth/tokens.server.ts';
import { adminEmails } from '../../src/lib/env.ts';
import { call, cookiesOf } from './call.ts';

/** A customer signed in through the real functions: the cookie its browser would send. */
export interface Customer {
  email: string;
  cookie: string;
  userId: string;
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
  if (adminEmails().map(normaliseEmail).includes(normaliseEmail(email))) {
    const resetToken = await issueToken('password-reset', me.id);
    await expectOk(
      await call(resetPassword, '/api/auth/reset-password', {
        body: { token: resetToken, password, confirmPassword: password },
      }),
      'reset the password of',
      email,
    );
  }
  return { email, cookie: await signIn(), userId: me.id };
}
