/**
 * A local stand-in for eSIM Go v2.4 (shapes from /work/shared/reference/esimgo-api.md) whose
 * answers are scripted per test to fail the ways a real API does: no answer within the adapter's
 * timeout, 500, a body that is not JSON, JSON of the wrong shape, 429. Every order that reaches it
 * is placed and charged before it answers, as the worst case of a lost answer would be, so
 * `charged(bundle)` counts what the shop would pay for.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setEnv } from './env.ts';

/** How a request is answered: `hang` never answers (the adapter times out). */
export type Fault = 'hang' | 'error-500' | 'non-json' | 'wrong-shape';
/** POST /orders: `rate-limited` is a 429 that places nothing; `not-assigned-yet` places the order without its eSIM. */
type OrderAnswer = Fault | 'rate-limited' | 'not-assigned-yet' | 'assigned';
/** GET /esims/assignments: `not-assigned-yet` is an empty list. */
type LookupAnswer = Fault | 'not-assigned-yet' | 'assigned';

const ESIMGO_API_KEY = 'faults-test-key';

export interface EsimGoStandIn {
  baseUrl: string;
  /** The next POST /orders get these answers in turn, then `then`. */
  answerOrders(answers: OrderAnswer[], then?: OrderAnswer): void;
  /** The next assignment lookups get these answers in turn, then `then`. */
  answerLookups(answers: LookupAnswer[], then?: LookupAnswer): void;
  /** POST /orders received for a bundle, charged or not. */
  orderRequests(bundle: string): number;
  /** Orders placed (and charged to the prepaid balance) for a bundle. */
  charged(bundle: string): number;
  lookups(): number;
  stop(): Promise<void>;
}

interface Script<T> {
  queue: T[];
  then: T;
}

export async function startEsimGoStandIn(): Promise<EsimGoStandIn> {
  const orders: Script<OrderAnswer> = { queue: [], then: 'assigned' };
  const lookups: Script<LookupAnswer> = { queue: [], then: 'assigned' };
  const requests = new Map<string, number>();
  const placed = new Map<string, string>(); // orderReference → bundle
  let lookupCount = 0;

  const esimOf = (reference: string) => {
    const n = reference.replace(/\D/g, '').padStart(6, '0');
    return { iccid: `8944000000000${n}`, matchingId: `FAULT-${n}`, smdpAddress: 'smdp.esim-go.example' };
  };

  function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
  }

  /** Answers with a fault; false when `next` is not one. `hang` never answers at all. */
  function answerFault(res: ServerResponse, next: string): boolean {
    switch (next) {
      case 'hang':
        return true;
      case 'error-500':
        answer(res, 500, { message: 'Internal server error' });
        return true;
      case 'non-json':
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
        return true;
      case 'wrong-shape':
        answer(res, 200, { status: 'Completed', data: null });
        return true;
      default:
        return false;
    }
  }

  function handleOrder(res: ServerResponse, body: string) {
    const bundle = String((JSON.parse(body) as { order?: [{ item?: unknown }] }).order?.[0]?.item);
    requests.set(bundle, (requests.get(bundle) ?? 0) + 1);
    const next = orders.queue.shift() ?? orders.then;
    if (next === 'rate-limited') return answer(res, 429, { message: 'Too many requests' }, { 'Retry-After': '1' });
    const reference = `ref-${placed.size + 1}`;
    placed.set(reference, bundle);
    if (answerFault(res, next)) return;
    const esims = next === 'assigned' ? [esimOf(reference)] : [];
    answer(res, 200, { orderReference: reference, status: 'Completed', statusMessage: 'Order completed', total: 4.5, currency: 'USD', order: [{ esims }] });
  }

  function handleLookup(res: ServerResponse, reference: string | null) {
    lookupCount += 1;
    if (!reference || !placed.has(reference)) return answer(res, 404, { message: 'Order not found' });
    const next = lookups.queue.shift() ?? lookups.then;
    if (answerFault(res, next)) return;
    answer(res, 200, next === 'assigned' ? [{ ...esimOf(reference), profileStatus: 'Released' }] : []);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    if (req.headers['x-api-key'] !== ESIMGO_API_KEY) return answer(res, 403, { message: 'Invalid API key' });
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/v2.4/orders') return handleOrder(res, body);
    if (req.method === 'GET' && url.pathname === '/v2.4/esims/assignments') return handleLookup(res, url.searchParams.get('reference'));
    answer(res, 404, { message: 'Not found' });
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const count = (bundle: string) => [...placed.values()].filter((placedBundle) => placedBundle === bundle).length;

  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2.4`,
    answerOrders(answers, then = 'assigned') {
      Object.assign(orders, { queue: [...answers], then });
    },
    answerLookups(answers, then = 'assigned') {
      Object.assign(lookups, { queue: [...answers], then });
    },
    orderRequests: (bundle) => requests.get(bundle) ?? 0,
    charged: count,
    lookups: () => lookupCount,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Points the shop's provider port at the stand-in (ESIMGO_* variables); returns the undo. The
 * stand-in is a sandbox, so it may meet the test gateway (ESIMGO_ALLOW_WITH_TEST_PAYMENTS).
 */
export function useEsimGo(standIn: EsimGoStandIn, timeoutMs: number): () => void {
  return setEnv({ ESIMGO_API_KEY, ESIMGO_BASE_URL: standIn.baseUrl, ESIMGO_TIMEOUT_MS: String(timeoutMs), ESIMGO_ALLOW_WITH_TEST_PAYMENTS: '1' });
}
