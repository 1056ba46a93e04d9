/**
 * End-to-end figures through `npm start` (Netlify's emulator). Labelled as such: every function
 * call starts a fresh worker there, which production's warm functions do not.
 */
import { timeCalls } from './stats.ts';

export async function benchEmulator(base: string): Promise<string> {
  const page = await timeCalls(50, () => fetch(`${base}/country/us`).then((r) => r.arrayBuffer()));
  const plans = await timeCalls(20, () => fetch(`${base}/api/plans/us`).then((r) => r.arrayBuffer()));
  const password = 'a benchmark passphrase';
  const email = `bench-${Date.now()}@example.com`;
  const headers = { 'Content-Type': 'application/json', Origin: base };
  await fetch(`${base}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify({ email, password, confirmPassword: password }) });
  let cookie = '';
  const signIn = await timeCalls(10, async () => {
    const response = await fetch(`${base}/api/auth/signin`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
    cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });
  const user = await timeCalls(20, () => fetch(`${base}/api/auth/user`, { headers: { cookie } }).then((r) => r.arrayBuffer()));
  const row = (label: string, { p50, p95 }: { p50: number; p95: number }) => `| ${label} | ${p50.toFixed(0)} ms | ${p95.toFixed(0)} ms |`;
  return [
    '| request | p50 | p95 |',
    '|---|---|---|',
    row('GET /country/us (static page)', page),
    row('GET /api/plans/us', plans),
    row('POST /api/auth/signin', signIn),
    row('GET /api/auth/user', user),
  ].join('\n');
}
