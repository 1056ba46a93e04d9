/**
 * End-to-end figures through `npm start`, one call at a time: functions stay warm there, but each
 * call passes the emulator's routing and the local Blobs server. Beside them, in the same run, the
 * emulator's floor: an empty function served the same way (tests/support/emulator-site.ts).
 */
import { fileURLToPath } from 'node:url';
import {
  ECHO_BODY_PATH,
  serveOnLoopback,
  startEmulatorSite,
} from '../../tests/support/emulator-site.ts';
import { useLocalCompileCache } from '../compile-cache.ts';
import { bundleFunctionsOnFirstUse } from '../emulator-workarounds/bundle-on-first-use.ts';
import { reuseFunctionBuilds } from '../emulator-workarounds/reuse-builds.ts';
import { keepFunctionsWarm } from '../emulator-workarounds/warm-workers.ts';
import { createLocalSite } from '../local-site.ts';
import { LOCAL_ADMIN } from '../seed-local.ts';
import { ownerSession } from './owner-session.ts';
import { timeCalls } from './stats.ts';
import { CHECKOUT_ANSWERS } from '../../tests/support/checkout-answers.ts';

const CALLS = 20;
type Timing = { p50: number; p95: number };

export async function benchEmulator(base: string): Promise<string> {
  const floor = await emptyFunctionFloor();
  const page = await timeCalls(50, () => fetch(`${base}/country/us`).then((r) => r.arrayBuffer()));
  const plansAnswer = await fetch(`${base}/api/plans/US`);
  const [plan] = (await plansAnswer.json()) as { id: string }[];
  if (!plan) throw new Error('GET /api/plans/US listed no plan');
  const plans = await timeCalls(CALLS, () =>
    fetch(`${base}/api/plans/US`).then((r) => r.arrayBuffer()),
  );
  const headers = { 'Content-Type': 'application/json', Origin: base };
  // The password step, as every sign-in pays it; the staff session itself comes after.
  const signIn = await timeCalls(10, async () => {
    const response = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers,
      body: JSON.stringify(LOCAL_ADMIN),
    });
    if (!response.ok) throw new Error(`Sign-in as the local admin answered ${response.status}`);
  });
  const cookie = await ownerSession(base);
  const signedIn = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, { ...init, headers: { ...headers, cookie } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  };
  const user = await timeCalls(CALLS, () => signedIn('/api/auth/user'));
  const orders = await timeCalls(CALLS, () => signedIn('/api/orders'));
  const intent = await timeCalls(CALLS, () =>
    signedIn('/api/create-payment-intent', {
      method: 'POST',
      body: JSON.stringify({ planId: plan.id, ...CHECKOUT_ANSWERS }),
    }),
  );
  const row = (label: string, { p50, p95 }: Timing, overFloor = true) =>
    `| ${label} | ${p50.toFixed(0)} ms | ${p95.toFixed(0)} ms | ${overFloor ? `+${(p50 - floor.p50).toFixed(0)} ms` : ''} |`;
  return [
    '| request | p50 | p95 | p50 over the floor |',
    '|---|---|---|---|',
    row('an empty function (the floor)', floor, false),
    row('GET /country/us (static page)', page, false),
    row('GET /api/plans/US', plans),
    row('POST /api/auth/signin (scrypt)', signIn),
    row('GET /api/auth/user (signed in)', user),
    row('GET /api/orders (signed in)', orders),
    row('POST /api/create-payment-intent (signed in, local test gateway)', intent),
  ].join('\n');
}

/**
 * p50 and p95 of CALLS calls to an empty function through the same emulator, patches and compile
 * cache (scripts/start.ts).
 */
async function emptyFunctionFloor(): Promise<Timing> {
  useLocalCompileCache(new URL('../../', import.meta.url));
  bundleFunctionsOnFirstUse();
  keepFunctionsWarm();
  const site = await startEmulatorSite({ withFunction: true });
  reuseFunctionBuilds(fileURLToPath(site.root));
  const localSite = createLocalSite({ netlify: site.netlify, projectRoot: site.root });
  const server = await serveOnLoopback((req, res) => void localSite.handle(req, res));
  try {
    const call = () => fetch(`${server.origin}${ECHO_BODY_PATH}`).then((r) => r.arrayBuffer());
    await call();
    return await timeCalls(CALLS, call);
  } finally {
    await server.close();
    await site.stop();
  }
}
