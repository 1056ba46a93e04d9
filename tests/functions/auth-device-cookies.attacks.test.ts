/**
 * Device cookies (OWASP) end with the password: a cookie taken from the owner's browser before a
 * password reset must not keep lifting the throttle afterwards, while the browser that made the
 * reset is trusted at once.
 */
import { expect, test } from 'vitest';
import forgotPassword from '../../netlify/functions/auth-forgot-password.mts';
import register from '../../netlify/functions/auth-register.mts';
import resetPasswordHandler from '../../netlify/functions/auth-reset-password.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call } from '../support/call.ts';
import { afterAnswersSettled } from '../support/netlify-context.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs();

const email = 'reset-owner@example.com';
const oldPassword = 'the old owner passphrase';
const newPassword = 'a brand new owner passphrase';
/** The device cookie a response set, as a browser sends it back. */
const deviceCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((pair) => pair.startsWith('device='))!;
const signInWith = (password: string, ip: string, cookie?: string) =>
  call(signin, '/api/auth/signin', { body: { email, password }, ip, cookie });

test('a device cookie stolen before a password reset lifts no throttle after it', async () => {
  await call(register, '/api/auth/register', {
    body: { email, password: oldPassword, confirmPassword: oldPassword },
  });
  const stolen = deviceCookieOf(await signInWith(oldPassword, '198.51.100.1'));
  expect(stolen).toMatch(/^device=/);

  await call(forgotPassword, '/api/auth/forgot-password', { body: { email } });
  await afterAnswersSettled();
  const [mail] = await listOutbox({ to: email, kind: 'password-reset' });
  const token = new URL(mail!.links[0]!).searchParams.get('token');
  const reset = await call(resetPasswordHandler, '/api/auth/reset-password', {
    body: { token, password: newPassword, confirmPassword: newPassword },
  });
  expect(reset.status).toBe(200);
  const resetBrowser = deviceCookieOf(reset);
  expect(resetBrowser).toMatch(/^device=/);

  // A stranger locks the account from elsewhere…
  for (let i = 0; i < 6; i++) await signInWith(`guess ${i}`, `203.0.113.${100 + i}`);
  // …and the stolen cookie, even with the right password, is just another untrusted client.
  expect((await signInWith(newPassword, '198.51.100.2', stolen)).status).toBe(429);
  // The browser that made the reset is trusted at once.
  expect((await signInWith(newPassword, '198.51.100.3', resetBrowser)).status).toBe(200);
  recordAttack({
    item: 4,
    attack: "reuse the owner's device cookie, stolen before a password reset, to skip the throttle",
    tries: 1,
    outcome: 'refused',
  });
});
