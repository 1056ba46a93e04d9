/**
 * A signed-in customer for handler tests: registers through the real functions, confirms the
 * e-mail through the real verification function (an ADMIN_EMAILS address is an admin only once
 * verified, DESIGN.md §7) and signs in.
 */
import register from '../../netlify/functions/auth-register.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import user from '../../netlify/functions/auth-user.mts';
import verifyEmail from '../../netlify/functions/verify-email.mts';
import { issueToken } from '../../src/features/auth/tokens.server.ts';
import { call, cookiesOf } from './call.ts';

const password = 'a test customer passphrase';

/**
 * `verified: false` leaves the address unconfirmed. The link is issued here rather than read from
 * the mail, so this works with any mail transport; the registration mail itself still goes out
 * after the answer.
 */
export async function signedInCustomer(email: string, { verified = true } = {}): Promise<{ cookie: string; userId: string }> {
  await call(register, '/api/auth/register', { body: { email, password, confirmPassword: password } });
  const cookie = cookiesOf(await call(signin, '/api/auth/signin', { body: { email, password } }));
  const me = (await (await call(user, '/api/auth/user', { cookie })).json()) as { id: string };
  if (verified) {
    const token = await issueToken('verify-email', me.id);
    const confirmed = await call(verifyEmail, `/api/verify-email?token=${token}`);
    if (confirmed.status !== 200) throw new Error(`Could not verify ${email}: ${confirmed.status}`);
  }
  return { cookie, userId: me.id };
}
