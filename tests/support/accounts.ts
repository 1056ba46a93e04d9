/** A signed-in customer for handler tests: registers through the real functions and signs in. */
import register from '../../netlify/functions/auth-register.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import user from '../../netlify/functions/auth-user.mts';
import { call, cookiesOf } from './call.ts';

const password = 'a test customer passphrase';

export async function signedInCustomer(email: string): Promise<{ cookie: string; userId: string }> {
  await call(register, '/api/auth/register', { body: { email, password, confirmPassword: password } });
  const cookie = cookiesOf(await call(signin, '/api/auth/signin', { body: { email, password } }));
  const me = (await (await call(user, '/api/auth/user', { cookie })).json()) as { id: string };
  return { cookie, userId: me.id };
}
