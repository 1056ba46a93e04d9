/**
 * A local eSIM Go v2.4 in its OpenAPI shapes (docs/decisions/0003), failing per test as a real API
 * does: a timeout, 500, non-JSON, JSON the specification forbids, 429. Orders are charged before
 * the answer (`charged(bundle)`); bundles stay 'queued' until revoked by id, or by name (the
 * oldest unused).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { createEsimGoProvider } from '../../src/features/provisioning/providers/esimgo.server.ts';
import { setEnv } from './env.ts';
import { answer, startHttpServer } from './local-http.ts';

/** How a request is answered: `hang` never answers (the adapter times out). */
export type Fault = 'hang' | 'error-500' | 'non-json' | 'wrong-shape';
/**
 * POST /orders: `rate-limited` is a 429 that places nothing; `not-assigned-yet` places the order
 * without its eSIM.
 */
type OrderAnswer = Fault | 'rate-limited' | 'not-assigned-yet' | 'assigned';
/**
 * GET /esims/assignments: `not-assigned-yet` is the reference's object without its install details.
 */
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
  /** Every POST /orders body received, parsed, in order. */
  orderBodies(): unknown[];
  /**
   * The bundles put on an eSIM (purchase and top-ups), oldest first, with their assignment id and
   * state.
   */
  bundlesOn(iccid: string): Assignment[];
  /** DELETE …/bundles/{name}[/assignments/{id}] that revoked a bundle (dry runs excluded). */
  refunds(): number;
  /** Every DELETE received, as path and query after the base URL, in order. */
  deletes(): string[];
  stop(): Promise<void>;
}

interface Assignment {
  bundle: string;
  reference: string;
  /** eSIM Go's assignment id: numbered per eSIM here, 1 for its first bundle. */
  assignmentId: string;
  state: 'queued' | 'revoked';
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
  const bodies: unknown[] = [];
  const esims = new Map<string, Assignment[]>(); // iccid → bundles
  const deletes: string[] = [];
  const topUpIccid = new Map<string, string>(); // orderReference → the eSIM a top-up went to
  let lookupCount = 0;
  let refundCount = 0;

  const esimOf = (reference: string) => {
    const n = reference.replace(/\D/g, '').padStart(6, '0');
    return {
      iccid: `8944000000000${n}`,
      matchingId: `FAULT-${n}`,
      smdpAddress: 'smdp.esim-go.example',
    };
  };

  /** Answers with a fault; false when `next` is not one. `hang` never answers at all. */
  function answerFault(res: ServerResponse, next: string): boolean {
    switch (next) {
      case 'hang':
        return true;
      case 'error-500':
        answer(res, 500, { message: 'Internal server error' });
        return true;
      case 'non-json':
        res
          .writeHead(200, { 'Content-Type': 'text/html' })
          .end('<html><body>502 Bad Gateway</body></html>');
        return true;
      case 'wrong-shape':
        // Every field the specification types as text, as a number: no reader may accept it.
        answer(res, 200, {
          orderReference: 42,
          iccid: 42,
          matchingId: 42,
          smdpAddress: 42,
          status: 42,
        });
        return true;
      default:
        return false;
    }
  }

  function handleOrder(res: ServerResponse, body: string) {
    const parsed = JSON.parse(body) as { order?: [{ item?: unknown; iccids?: unknown }] };
    bodies.push(parsed);
    const bundle = String(parsed.order?.[0]?.item);
    const [iccid] = Array.isArray(parsed.order?.[0]?.iccids)
      ? (parsed.order[0].iccids as string[])
      : [];
    requests.set(bundle, (requests.get(bundle) ?? 0) + 1);
    // A top-up onto an eSIM eSIM Go never gave us is refused before anything is charged.
    if (iccid !== undefined && !esims.has(iccid))
      return answer(res, 400, { message: `ICCID ${iccid} not found` });
    const next = orders.queue.shift() ?? orders.then;
    if (next === 'rate-limited')
      return answer(res, 429, { message: 'Too many requests' }, { 'Retry-After': '1' });
    const reference = `ref-${placed.size + 1}`;
    placed.set(reference, bundle);
    const target = iccid ?? esimOf(reference).iccid;
    if (iccid !== undefined) topUpIccid.set(reference, iccid);
    const onEsim = esims.get(target) ?? [];
    esims.set(target, [
      ...onEsim,
      { bundle, reference, assignmentId: String(onEsim.length + 1), state: 'queued' },
    ]);
    if (answerFault(res, next)) return;
    const assigned = iccid === undefined && next === 'assigned' ? [esimOf(reference)] : [];
    const item =
      iccid === undefined
        ? { esims: assigned }
        : { type: 'bundle', item: bundle, quantity: 1, iccids: [iccid] };
    answer(res, 200, {
      orderReference: reference,
      status: 'Completed',
      statusMessage: 'Order completed',
      total: 4.5,
      currency: 'USD',
      order: [item],
    });
  }

  /**
   * GET /esims/{iccid}[/bundles | /compatible/{bundle}], DELETE
   * /esims/{iccid}/bundles/{bundle}[/assignments/{id}], GET /orders/{ref}.
   */
  function handleAfterPurchase(res: ServerResponse, method: string, url: URL): boolean {
    const [root, id = '', sub, name = '', assignments, assignmentId] = url.pathname
      .replace(/^\/v2\.4\//, '')
      .split('/')
      .map(decodeURIComponent);
    // Only the status codes the specification gives these calls: an unknown reference or eSIM is
    // refused (400 / 403), never 404.
    if (method === 'GET' && root === 'orders' && !placed.has(id))
      return (answer(res, 400, { message: `Order ${id} not found` }), true);
    if (method === 'GET' && root === 'orders') {
      const iccids = [topUpIccid.get(id) ?? esimOf(id).iccid];
      return (
        answer(res, 200, {
          orderReference: id,
          status: 'Completed',
          order: [{ type: 'bundle', item: placed.get(id), quantity: 1, iccids }],
        }),
        true
      );
    }
    if (root !== 'esims' || id === 'assignments') return false;
    const bundles = esims.get(id);
    if (!bundles)
      return (answer(res, 403, { message: 'The ICCID is not accessible by this account' }), true);
    if (method === 'GET' && sub === undefined)
      return (answer(res, 200, { iccid: id, profileStatus: 'Released' }), true);
    if (method === 'GET' && sub === 'compatible')
      return (answer(res, 200, { compatible: true }), true);
    if (method === 'GET' && sub === 'bundles') {
      const list = bundles.map(({ bundle, reference, assignmentId: assigned, state }, index) => ({
        name: bundle,
        assignments: [
          {
            id: assigned,
            assignmentReference: reference,
            initialQuantity: 1e9,
            remainingQuantity: 1e9,
            assignmentDateTime: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
            bundleState: state,
            unlimited: false,
          },
        ],
      }));
      return (answer(res, 200, { bundles: list }), true);
    }
    if (method === 'DELETE' && sub === 'bundles')
      return (
        revoke(
          res,
          bundles,
          url,
          name,
          assignments === 'assignments' ? (assignmentId ?? '') : null,
        ),
        true
      );
    return false;
  }

  /**
   * By name, the oldest unused assignment of that bundle; by id, exactly that assignment. `type`
   * defaults to `transaction`; the answers are the specification's (200 `{ status }`, 403
   * `{ message }`).
   */
  function revoke(
    res: ServerResponse,
    bundles: Assignment[],
    url: URL,
    name: string,
    assignmentId: string | null,
  ) {
    deletes.push(url.pathname.replace(/^\/v2\.4/, '') + url.search);
    const unused = bundles.find(
      (entry) =>
        entry.bundle === name &&
        entry.state === 'queued' &&
        (assignmentId === null || entry.assignmentId === assignmentId),
    );
    if (!unused)
      return answer(res, 403, {
        message:
          assignmentId === null
            ? 'No unused bundle of that name on the eSIM'
            : 'No unused bundle with that assignment on the eSIM',
      });
    if (url.searchParams.get('type') !== 'validate') {
      unused.state = 'revoked';
      refundCount += 1;
    }
    answer(res, 200, {
      status:
        assignmentId === null
          ? 'Successfully revoked'
          : 'Successfully Revoked Bundle, bundle has been refunded to inventory',
    });
  }

  function handleLookup(res: ServerResponse, reference: string | null) {
    lookupCount += 1;
    if (!reference || !placed.has(reference))
      return answer(res, 400, { message: 'Order not found' });
    const next = lookups.queue.shift() ?? lookups.then;
    if (answerFault(res, next)) return;
    // One object per reference, as the specification answers (the prose notes say a list).
    answer(
      res,
      200,
      next === 'assigned'
        ? { ...esimOf(reference), profileStatus: 'Released' }
        : { profileStatus: 'Released' },
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    if (req.headers['x-api-key'] !== ESIMGO_API_KEY)
      return answer(res, 403, { message: 'Invalid API key' });
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/v2.4/orders') return handleOrder(res, body);
    if (req.method === 'GET' && url.pathname === '/v2.4/esims/assignments')
      return handleLookup(res, url.searchParams.get('reference'));
    if (handleAfterPurchase(res, req.method ?? '', url)) return;
    answer(res, 404, { message: 'Not found' });
  }

  const server = await startHttpServer((req, res) => void handle(req, res));
  const count = (bundle: string) =>
    [...placed.values()].filter((placedBundle) => placedBundle === bundle).length;

  return {
    baseUrl: `${server.origin}/v2.4`,
    answerOrders(answers, then = 'assigned') {
      Object.assign(orders, { queue: [...answers], then });
    },
    answerLookups(answers, then = 'assigned') {
      Object.assign(lookups, { queue: [...answers], then });
    },
    orderRequests: (bundle) => requests.get(bundle) ?? 0,
    charged: count,
    lookups: () => lookupCount,
    orderBodies: () => [...bodies],
    bundlesOn: (iccid) => (esims.get(iccid) ?? []).map((entry) => ({ ...entry })),
    refunds: () => refundCount,
    deletes: () => [...deletes],
    stop: server.stop,
  };
}

/**
 * Points the shop's provider port at the stand-in (ESIMGO_* variables); returns the undo. The
 * stand-in is a sandbox, so it may meet the test gateway (ESIMGO_ALLOW_WITH_TEST_PAYMENTS).
 */
export function useEsimGo(standIn: EsimGoStandIn, timeoutMs: number): () => void {
  return setEnv({
    ESIMGO_API_KEY,
    ESIMGO_BASE_URL: standIn.baseUrl,
    ESIMGO_TIMEOUT_MS: String(timeoutMs),
    ESIMGO_ALLOW_WITH_TEST_PAYMENTS: '1',
  });
}

/**
 * A stand-in for the file's tests (started before them, stopped after them) and the real eSIM Go
 * adapter talking to it with the key it accepts.
 */
export function useEsimGoStandIn(timeoutMs = 2000): {
  standIn: EsimGoStandIn;
  provider: EsimProvider;
} {
  const standIn = {} as EsimGoStandIn;
  const provider = {} as EsimProvider;
  beforeAll(async () => {
    Object.assign(standIn, await startEsimGoStandIn());
    Object.assign(
      provider,
      createEsimGoProvider({ apiKey: ESIMGO_API_KEY, baseUrl: standIn.baseUrl, timeoutMs }),
    );
  });
  afterAll(() => standIn.stop());
  return { standIn, provider };
}
