/**
 * Load (autocannon) at 50 and 200 connections: requests/s, p50/p99, errors. Pages go through
 * `npm start`; functions through a small server calling the handlers in-process, as the emulator
 * would measure its own one-process queue (docs/decisions/0024-local-platform.md).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import autocannon from 'autocannon';
import type { Context } from '@netlify/functions';
import ordersHandler from '../../netlify/functions/orders.mts';
import plansHandler from '../../netlify/functions/plans.mts';
import signinHandler from '../../netlify/functions/auth-signin.mts';
import { startLocalBlobs } from '../../tests/support/blobs-server.ts';
import { signedInCustomer } from '../../tests/support/accounts.ts';
import { call } from '../../tests/support/call.ts';
import { functionContext } from '../../tests/support/netlify-context.ts';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import confirm from '../../netlify/functions/test-payments-confirm.mts';
import completeOrder from '../../netlify/functions/complete-order.mts';
import { hashPassword } from '../../src/features/auth/password.server.ts';
import { createUser } from '../../src/features/auth/users.server.ts';
import { CHECKOUT_ANSWERS } from '../../tests/support/checkout-answers.ts';

type Handler = (req: Request, context?: Context) => Promise<Response | void>;

const CONNECTIONS = [50, 200] as const;
const password = 'a test customer passphrase'; // tests/support/accounts.ts

interface Target {
  label: string;
  base: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Sign-in is one scrypt hash (N=2^17) per call: fewer seconds, a longer timeout. */
  seconds?: number;
  /** A different body and headers for each request (many shoppers rather than one). */
  vary?: (n: number) => { body: string; headers: Record<string, string> };
}

let inFlight = 0;

/** Routes the three measured calls to their handlers, in-process. */
function functionsServer(): Server {
  const routes: Record<string, { handler: Handler; params?: Record<string, string> }> = {
    '/api/plans/us': { handler: plansHandler, params: { countryCode: 'us' } },
    '/api/auth/signin': { handler: signinHandler },
    '/api/orders': { handler: ordersHandler },
  };
  return createServer(async (req, res) => {
    const route = routes[req.url ?? ''];
    if (!route) return void res.writeHead(404).end();
    inFlight++;
    try {
      // The shopper's IP as Netlify would report it: per-IP throttling sees many shoppers.
      const ip =
        typeof req.headers['x-bench-ip'] === 'string' ? req.headers['x-bench-ip'] : undefined;
      const response = await route.handler(await toRequest(req), functionContext(route.params, ip));
      if (!response) return void res.writeHead(202).end();
      res
        .writeHead(response.status, Object.fromEntries(response.headers))
        .end(Buffer.from(await response.arrayBuffer()));
    } finally {
      inFlight--;
    }
  });
}

/** Calls autocannon gave up on still run: the next run starts when they are done. */
async function drain(): Promise<void> {
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 100));
}

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  const headers = new Headers(
    Object.entries(req.headers).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value] as [string, string]] : [],
    ),
  );
  return new Request(`http://localhost:8888${req.url}`, {
    method: req.method,
    headers,
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  });
}

function run(target: Target, connections: number): Promise<autocannon.Result> {
  let sent = 0;
  const { vary } = target;
  return autocannon({
    url: `${target.base}${target.path}`,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    ...(vary
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                const varied = vary(sent++);
                return {
                  ...request,
                  body: varied.body,
                  headers: { ...request.headers, ...varied.headers },
                };
              },
            },
          ],
        }
      : {}),
    connections,
    duration: target.seconds ?? 10,
    timeout: 120,
  });
}

/** Load figures as a Markdown table; `siteBase` is a running `npm start`. */
export async function benchLoad(siteBase: string): Promise<string> {
  const blobs = await startLocalBlobs();
  const [quietLog, quietError] = [console.log, console.error];
  console.log = () => {}; // request lines and the local outbox
  console.error = () => {}; // the provisioning trigger has no server to reach here
  const server = functionsServer();
  try {
    await new Promise<void>((resolve) => server.listen(0, resolve));
    const address = server.address();
    const functionsBase = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
    const email = `load-${Date.now()}@example.com`;
    const customer = await signedInCustomer(email);
    for (let i = 0; i < 20; i++) await buyOne(customer.cookie);

    const origin = { Origin: 'http://localhost:8888', 'Content-Type': 'application/json' };
    const shoppers = await createShoppers(SHOPPERS);
    const targets: Target[] = [
      { label: 'country page `/country/us` (npm start)', base: siteBase, path: '/country/us' },
      { label: '`GET /api/plans/us`', base: functionsBase, path: '/api/plans/us' },
      {
        label: `\`POST /api/auth/signin\` (${SHOPPERS} shoppers, each from their own IP)`,
        base: functionsBase,
        path: '/api/auth/signin',
        method: 'POST',
        headers: origin,
        seconds: 30,
        vary: (n) => ({
          body: JSON.stringify({ email: shoppers[n % SHOPPERS], password }),
          headers: { 'x-bench-ip': `198.51.100.${(n % SHOPPERS) + 1}` },
        }),
      },
      {
        label: '`GET /api/orders` (20 orders)',
        base: functionsBase,
        path: '/api/orders',
        headers: { Cookie: customer.cookie },
      },
    ];
    const lines = [
      '| target | connections | requests/s | p50 | p99 | p99 / p50 | errors |',
      '|---|---|---|---|---|---|---|',
    ];
    for (const target of targets) {
      for (const connections of CONNECTIONS) {
        const result = await run(target, connections);
        await drain();
        const errors = result.errors + result.timeouts + result.non2xx;
        const ratio = result.latency.p99 / Math.max(result.latency.p50, 1);
        lines.push(
          `| ${target.label} | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${ratio.toFixed(1)} | ${errors} |`,
        );
      }
    }
    return lines.join('\n');
  } finally {
    server.close();
    console.log = quietLog;
    console.error = quietError;
    await blobs.stop();
  }
}

/**
 * Sign-in load comes from many shoppers, not one account hammered at once: since the trust round
 * a burst on one account is throttled (at most 5 password checks), which is the point of it.
 */
const SHOPPERS = 60;

/** Accounts sharing one password hash (one scrypt run instead of sixty). */
async function createShoppers(count: number): Promise<string[]> {
  const passwordHash = await hashPassword(password);
  const emails = Array.from({ length: count }, (_, i) => `shopper-${i}-${Date.now()}@example.com`);
  for (const email of emails)
    await createUser({ email, firstName: null, lastName: null, passwordHash });
  return emails;
}

async function buyOne(cookie: string): Promise<void> {
  const intent = (await (
    await call(createIntent, '/api/create-payment-intent', {
      body: { ...CHECKOUT_ANSWERS, planId: 'us-5gb-7d' },
      cookie,
    })
  ).json()) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  await call(confirm, '/api/test-payments/confirm', {
    body: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' },
  });
  await call(completeOrder, '/api/complete-order', {
    body: { paymentIntentId: intent.paymentIntentId },
    cookie,
  });
}
