import { beforeAll, describe, expect, test } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answer, startHttpServer } from '../../../../tests/support/local-http.ts';
import type { EsimProvider } from '../../esim-provider/provider.ts';
import { createEsimGoProvider } from './esimgo.server.ts';
import { API_KEY, providerError, useEsimGoTestServer, WRONG_KEY } from './esimgo-test-server.ts';

/**
 * A local stand-in for eSIM Go v2.4 that answers in the shapes of eSIM Go's OpenAPI; the bundle
 * name picks the scenario, as a real catalogue entry would pick the outcome.
 */
const ASSIGNED_ESIM = {
  iccid: '8944000000000000018',
  matchingId: 'ABCD-1234-EFGH',
  smdpAddress: 'smdp.esim-go.example',
};
const LATE_ESIM = {
  iccid: '8944000000000000026',
  matchingId: 'LATE-5678-IJKL',
  smdpAddress: 'smdp.esim-go.example',
};
const SLOW_MS = 1000;

let lookupsOfLateOrder = 0;

function isDocumentedOrder(body: unknown): body is { order: [{ item: string }] } {
  const order = (body as { order?: unknown[] } | null)?.order;
  const item = order?.[0] as Record<string, unknown> | undefined;
  return (
    (body as { type?: unknown }).type === 'transaction' &&
    (body as { assign?: unknown }).assign === true &&
    order?.length === 1 &&
    item?.type === 'bundle' &&
    typeof item.item === 'string' &&
    item.quantity === 1
  );
}

function answerOrder(res: ServerResponse, bundle: string) {
  const placed = {
    status: 'completed',
    statusMessage: 'Order completed: 1 eSIM assigned',
    total: 4.5,
    currency: 'USD',
    createdDate: '2025-03-28T14:47:26Z',
    assigned: true,
  };
  switch (bundle) {
    case 'esim_1GB_7D_US_V2':
      return answer(res, 200, {
        ...placed,
        orderReference: 'ref-assigned',
        order: [
          {
            type: 'bundle',
            item: bundle,
            quantity: 1,
            subTotal: 4.5,
            pricePerUnit: 4.5,
            AllowReassign: false,
            esims: [ASSIGNED_ESIM],
            iccids: [ASSIGNED_ESIM.iccid],
          },
        ],
      });
    case 'esim_late':
      return answer(res, 200, { ...placed, orderReference: 'ref-late', order: [{ esims: [] }] });
    case 'esim_partial':
      return answer(res, 200, {
        ...placed,
        orderReference: 'ref-partial',
        order: [{ esims: [{ iccid: '8944000000000000034' }] }],
      });
    case 'esim_broke':
      return answer(res, 400, { message: 'Insufficient balance' });
    case 'esim_gone':
      return answer(res, 410, { message: 'Bundle no longer available' });
    case 'esim_busy':
      return answer(res, 429, { message: 'Too many requests' }, { 'Retry-After': '2' });
    case 'esim_crash':
      return answer(res, 500, { message: 'Internal server error' });
    case 'esim_garbage':
      return res
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end('<html><body>Bad gateway</body></html>');
    case 'esim_validate_shape':
      // The specification's other 200 answer to POST /orders: a priced check, no order reference.
      return answer(res, 200, {
        order: [
          {
            type: 'bundle',
            item: bundle,
            quantity: 1,
            subTotal: 4.5,
            pricePerUnit: 4.5,
            AllowReassign: false,
          },
        ],
        total: 4.5,
        valid: true,
        currency: 'USD',
        createdDate: '2025-03-28T14:47:26.153875019Z',
        assigned: true,
      });
    case 'esim_slow':
      return setTimeout(() => answer(res, 200, { ...placed, orderReference: 'ref-slow' }), SLOW_MS);
    default:
      return answer(res, 400, { message: `Unknown bundle ${bundle}` });
  }
}

/**
 * The specification answers one object per reference; eSIM Go's prose notes say a list
 * (`ref-listed`).
 */
function answerAssignments(res: ServerResponse, reference: string | null) {
  const installDetails = {
    profileStatus: 'Released',
    pin: '1234',
    puk: '12345678',
    firstInstalledDateTime: '2023-06-15T14:30:00.000Z',
  };
  if (reference === 'ref-assigned')
    return answer(res, 200, { ...ASSIGNED_ESIM, ...installDetails });
  if (reference === 'ref-listed')
    return answer(res, 200, [{ ...ASSIGNED_ESIM, profileStatus: 'Released' }]);
  if (reference === 'ref-unassigned') return answer(res, 200, { profileStatus: 'Released' });
  if (reference === 'ref-late') {
    lookupsOfLateOrder += 1;
    return answer(
      res,
      200,
      lookupsOfLateOrder === 1 ? [] : [{ ...LATE_ESIM, profileStatus: 'Released' }],
    );
  }
  if (reference === 'ref-crash') return answer(res, 500, { message: 'Internal server error' });
  return answer(res, 404, { message: 'Order not found' });
}

function route(req: IncomingMessage, res: ServerResponse, url: URL, body: string) {
  if (req.method === 'POST' && url.pathname === '/v2.4/orders') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return answer(res, 400, { message: 'Invalid JSON' });
    }
    if (req.headers['content-type'] !== 'application/json' || !isDocumentedOrder(parsed)) {
      return answer(res, 400, { message: 'Invalid order' });
    }
    return answerOrder(res, parsed.order[0].item);
  }
  if (req.method === 'GET' && url.pathname === '/v2.4/esims/assignments') {
    if (req.headers.accept !== 'application/json')
      return res.writeHead(200, { 'Content-Type': 'text/csv' }).end('iccid\n');
    return answerAssignments(res, url.searchParams.get('reference'));
  }
  return answer(res, 404, { message: 'Not found' });
}

const esimGo = useEsimGoTestServer(route);
let provider: EsimProvider;

beforeAll(() => {
  // The trailing slash is how people paste base URLs; the adapter must not double it.
  provider = esimGo.provider({ baseUrl: `${esimGo.baseUrl}/` });
});

const lastRequest = () => esimGo.seen.at(-1)!;

describe('eSIM Go order', () => {
  test('sends the documented request and returns the eSIM assigned in the answer', async () => {
    const result = await provider.order({ orderId: 'ord_1', bundle: 'esim_1GB_7D_US_V2' });

    expect(result).toEqual({
      kind: 'assigned',
      providerReference: 'ref-assigned',
      esim: ASSIGNED_ESIM,
    });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v2.4/orders');
    expect(request.headers['x-api-key']).toBe(API_KEY);
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      type: 'transaction',
      assign: true,
      order: [{ type: 'bundle', item: 'esim_1GB_7D_US_V2', quantity: 1 }],
    });
  });

  test('returns pending with the reference when the order is placed but no eSIM is assigned yet', async () => {
    const result = await provider.order({ orderId: 'ord_2', bundle: 'esim_late' });
    expect(result).toEqual({ kind: 'pending', providerReference: 'ref-late' });
  });

  test('keeps the reference and looks up later when the answer carries an incomplete eSIM', async () => {
    const result = await provider.order({ orderId: 'ord_2b', bundle: 'esim_partial' });
    expect(result).toEqual({ kind: 'pending', providerReference: 'ref-partial' });
  });

  test('refuses for good, with the API message, when the balance is insufficient (400)', async () => {
    const error = await providerError(provider.order({ orderId: 'ord_3', bundle: 'esim_broke' }));
    expect(error.message).toContain('Insufficient balance');
    expect(error).toMatchObject({ retryable: false, outcomeUnknown: false });
  });

  test('refuses for good when the bundle is gone (410)', async () => {
    const error = await providerError(provider.order({ orderId: 'ord_4', bundle: 'esim_gone' }));
    expect(error).toMatchObject({ retryable: false, outcomeUnknown: false });
  });

  test('refuses for good on a rejected key (403) and never repeats the key in the error', async () => {
    const wrongKey = esimGo.provider({ apiKey: WRONG_KEY });
    const error = await providerError(
      wrongKey.order({ orderId: 'ord_5', bundle: 'esim_1GB_7D_US_V2' }),
    );
    expect(error.message).toContain('Invalid API key');
    expect(error).toMatchObject({ retryable: false, outcomeUnknown: false });
  });

  test('may retry when rate limited (429): nothing was ordered', async () => {
    const error = await providerError(provider.order({ orderId: 'ord_6', bundle: 'esim_busy' }));
    expect(error.message).toContain('retry after 2 s');
    expect(error).toMatchObject({ retryable: true, outcomeUnknown: false });
  });

  test('may retry after a 500, but only after a lookup: the order may exist', async () => {
    const error = await providerError(provider.order({ orderId: 'ord_7', bundle: 'esim_crash' }));
    expect(error).toMatchObject({ retryable: true, outcomeUnknown: true });
  });

  test('an answer in the validate shape (no order reference) to a transaction is an unknown outcome: look it up, never order again', async () => {
    const error = await providerError(
      provider.order({ orderId: 'ord_7b', bundle: 'esim_validate_shape' }),
    );
    expect(error.message).toContain('validation');
    expect(error).toMatchObject({ retryable: true, outcomeUnknown: true });
  });

  test('treats an unreadable 2xx answer as a possibly placed order', async () => {
    const error = await providerError(provider.order({ orderId: 'ord_8', bundle: 'esim_garbage' }));
    expect(error).toMatchObject({ retryable: true, outcomeUnknown: true });
  });

  test('gives up waiting after the timeout, outcome unknown', async () => {
    const impatient = esimGo.provider({ timeoutMs: 100 });
    const started = Date.now();
    const error = await providerError(impatient.order({ orderId: 'ord_9', bundle: 'esim_slow' }));
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
    expect(error.message).toContain('did not answer within 100 ms');
    expect(error).toMatchObject({ retryable: true, outcomeUnknown: true });
  });

  test('treats an unreachable API as outcome unknown', async () => {
    const closed = await startHttpServer(() => {});
    await closed.stop();
    const unreachable = createEsimGoProvider({
      apiKey: API_KEY,
      baseUrl: `${closed.origin}/v2.4`,
      timeoutMs: 2000,
    });

    const error = await providerError(
      unreachable.order({ orderId: 'ord_10', bundle: 'esim_1GB_7D_US_V2' }),
    );
    expect(error).toMatchObject({ retryable: true, outcomeUnknown: true });
  });
});

describe('eSIM Go lookup', () => {
  test('asks for the assignments as JSON and returns pending, then the eSIM once assigned', async () => {
    expect(await provider.lookup('ref-late')).toEqual({
      kind: 'pending',
      providerReference: 'ref-late',
    });
    const request = lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/v2.4/esims/assignments?reference=ref-late');
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['x-api-key']).toBe(API_KEY);
    expect(request.body).toBe('');

    expect(await provider.lookup('ref-late')).toEqual({
      kind: 'assigned',
      providerReference: 'ref-late',
      esim: LATE_ESIM,
    });
  });

  test('reads the one object the specification answers, and the list the prose notes describe', async () => {
    expect(await provider.lookup('ref-assigned')).toEqual({
      kind: 'assigned',
      providerReference: 'ref-assigned',
      esim: ASSIGNED_ESIM,
    });
    expect(await provider.lookup('ref-listed')).toEqual({
      kind: 'assigned',
      providerReference: 'ref-listed',
      esim: ASSIGNED_ESIM,
    });
  });

  test('an object without the eSIM’s install details is still pending', async () => {
    expect(await provider.lookup('ref-unassigned')).toEqual({
      kind: 'pending',
      providerReference: 'ref-unassigned',
    });
  });

  test('a 404, which the specification never gives this call, is an error, not "no such order"', async () => {
    const error = await providerError(provider.lookup('ref-unknown'));
    expect(error.message).toContain('Order not found');
    expect(error).toMatchObject({ retryable: false, outcomeUnknown: false });
  });

  test('may retry a lookup that failed with a 500', async () => {
    const error = await providerError(provider.lookup('ref-crash'));
    expect(error).toMatchObject({ retryable: true });
  });
});
