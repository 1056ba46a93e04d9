/**
 * Functions' own cost: handler calls in-process against a local Blobs server, since the local
 * emulator would mostly measure its own per-call worker start
 * (docs/decisions/0024-local-platform.md).
 */
import plansHandler from '../../netlify/functions/plans.mts';
import registerHandler from '../../netlify/functions/auth-register.mts';
import signinHandler from '../../netlify/functions/auth-signin.mts';
import userHandler from '../../netlify/functions/auth-user.mts';
import { startLocalBlobs } from '../../tests/support/blobs-server.ts';
import { call, cookiesOf } from '../../tests/support/call.ts';
import { timeCalls } from './stats.ts';
import { benchOrders } from './orders.ts';
import { benchEsimStatus } from './esim-status.ts';
import { benchCallbacks } from './callbacks.ts';
import { benchTopUps } from './top-ups.ts';
import { benchSales } from './sales.ts';
import { benchStaffSearch } from './staff-search.ts';

const row = (label: string, { p50, p95 }: { p50: number; p95: number }) =>
  `| ${label} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms |`;

export async function benchFunctions(): Promise<string> {
  const blobs = await startLocalBlobs();
  const quiet = console.log;
  const quietError = console.error;
  console.log = () => {}; // the local outbox logs every mail
  console.error = () => {}; // the provisioning trigger has no server to reach here
  try {
    await call(plansHandler, '/api/plans'); // seeds the catalogue
    const allPlans = await timeCalls(200, () =>
      call(plansHandler, '/api/plans').then((r) => r.arrayBuffer()),
    );
    const onePlan = await timeCalls(200, () =>
      call(plansHandler, '/api/plans/us', { params: { countryCode: 'us' } }).then((r) =>
        r.arrayBuffer(),
      ),
    );

    const password = 'a benchmark passphrase';
    await call(registerHandler, '/api/auth/register', {
      body: { email: 'bench@example.com', password, confirmPassword: password },
    });
    let cookie = '';
    const signIn = await timeCalls(20, async () => {
      cookie = cookiesOf(
        await call(signinHandler, '/api/auth/signin', {
          body: { email: 'bench@example.com', password },
        }),
      );
    });
    const currentUser = await timeCalls(300, () =>
      call(userHandler, '/api/auth/user', { cookie }).then((r) => r.arrayBuffer()),
    );
    const purchase = await benchOrders();
    const esimStatus = await benchEsimStatus();
    const callbacks = await benchCallbacks();
    const topUp = await benchTopUps();
    const staffSearch = await benchStaffSearch({ orders: 2000 });
    const sales = await benchSales(20);
    return [
      '| call | p50 | p95 |',
      '|---|---|---|',
      row('GET /api/plans (all plans)', allPlans),
      row('GET /api/plans/us', onePlan),
      row('POST /api/auth/signin (scrypt N=2^17)', signIn),
      row('GET /api/auth/user (signed in)', currentUser),
      '',
      purchase,
      '',
      esimStatus,
      '',
      callbacks,
      '',
      topUp,
      '',
      staffSearch,
      '',
      sales,
    ].join('\n');
  } finally {
    console.log = quiet;
    console.error = quietError;
    await blobs.stop();
  }
}
