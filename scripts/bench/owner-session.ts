/**
 * The bench's `npm start` seeds its owner with BENCH_TOTP_SECRET, so the bench signs in as staff
 * do: the password, then a code. A code works once: each sign-in takes a later time step.
 */
import { codeAt } from '../../src/features/staff/totp.server.ts';
import { LOCAL_ADMIN } from '../seed-local.ts';

export const BENCH_TOTP_SECRET = 'ORUGKIDCMVXGG2BAN53W4ZLSEBVWK6I';

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

let lastStep = 0;

/** The cookie of the local owner's staff session on `base`. */
export async function ownerSession(base: string): Promise<string> {
  const headers = { Origin: base, 'Content-Type': 'application/json' };
  const signin = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers,
    body: JSON.stringify(LOCAL_ADMIN),
  });
  if (!signin.ok) throw new Error(`Sign-in as the local admin answered ${signin.status}`);
  lastStep = Math.max(Math.floor(Date.now() / 30_000), lastStep + 1);
  const code = await codeAt(BENCH_TOTP_SECRET, lastStep * 30_000);
  const given = await fetch(`${base}/api/auth/second-factor`, {
    method: 'POST',
    headers: { ...headers, Cookie: cookiesOf(signin) },
    body: JSON.stringify({ code }),
  });
  if (!given.ok) throw new Error(`The local admin's second factor answered ${given.status}`);
  return cookiesOf(given);
}
