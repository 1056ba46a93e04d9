import type { IncomingMessage, ServerResponse } from 'node:http';
import { beforeAll, describe, expect, test } from 'vitest';
import { answer } from '../../../../tests/support/local-http.ts';
import type { EsimProvider } from '../../esim-provider/provider.ts';
import {
  API_KEY,
  providerError,
  useEsimGoTestServer,
  WRONG_KEY,
  type SeenRequest,
} from './esimgo-test-server.ts';

/**
 * The after-purchase calls (usage, compatibility, top-up, top-up lookup, bundle refund) against a
 * local stand-in for eSIM Go v2.4; the ICCID, bundle or reference in the path picks the scenario.
 */
const ICCID = '8944000000000000018';
const OTHER_ICCID = '8944000000000000026';
const SLOW_MS = 1000;

/** Faults shared by every route, picked by a path segment. */
function answerFault(res: ServerResponse, name: string): boolean {
  if (name.endsWith('busy'))
    return (answer(res, 429, { message: 'Too many requests' }, { 'Retry-After': '3' }), true);
  if (name.endsWith('crash')) return (answer(res, 500, { message: 'Internal server error' }), true);
  if (name.endsWith('processing'))
    return (answer(res, 503, { message: 'Processing' }, { 'Retry-After': '5' }), true);
  if (name.endsWith('garbage'))
    return (
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Bad gateway</html>'),
      true
    );
  if (name.endsWith('slow')) return (setTimeout(() => answer(res, 200, {}), SLOW_MS), true);
  if (name.endsWith('gone')) return (answer(res, 404, { message: 'eSIM not found' }), true);
  if (name.endsWith('deactivated'))
    return (answer(res, 410, { message: 'eSIM deactivated' }), true);
  return false;
}

const BUNDLES = {
  bundles: [
    {
      name: 'esim_1GB_7D_US_V2',
      assignments: [
        {
          id: '12',
          assignmentReference: 'ref-topup',
          initialQuantity: 1e9,
          remainingQuantity: 1e9,
          assignmentDateTime: '2024-12-13T00:00:00Z',
          bundleState: 'Queued',
          unlimited: false,
        },
      ],
    },
    {
      name: 'esim_5GB_7D_US_V2',
      assignments: [
        {
          id: '11',
          assignmentReference: 'ref-first',
          initialQuantity: 5e9,
          remainingQuantity: 3.2e9,
          assignmentDateTime: '2024-12-11T00:00:00Z',
          bundleState: 'Active',
          unlimited: false,
          startTime: '2024-12-12T00:00:00Z',
          endTime: '2024-12-19T00:00:00Z',
        },
      ],
    },
  ],
};

function route(req: IncomingMessage, res: ServerResponse, url: URL, body: string) {
  const parts = url.pathname
    .replace(/^\/v2\.4\//, '')
    .split('/')
    .map(decodeURIComponent);
  const [root, id, sub, name] = parts;
  if (root === 'esims' && id && answerFault(res, id)) return;
  if (req.method === 'GET' && root === 'esims' && parts.length === 2) {
    if (id === ICCID || id === 'bundles-gone' || id === 'bundles-garbage')
      return answer(res, 200, {
        iccid: id,
        profileStatus: 'Installed',
        firstInstalledDateTime: 1723541877280,
      });
    if (id === 'details-wrong-shape')
      return answer(res, 200, { profileStatus: 'Installed', firstInstalledDateTime: 'soon' });
    return answer(res, 400, { message: 'ICCID not found' });
  }
  if (req.method === 'GET' && root === 'esims' && sub === 'bundles') {
    if (id === 'bundles-gone') return answer(res, 404, { message: 'No bundles' });
    if (id === 'bundles-garbage')
      return answer(res, 200, {
        bundles: [{ name: 'b', assignments: [{ id: '1', bundleState: 7 }] }],
      });
    return answer(res, 200, BUNDLES);
  }
  if (req.method === 'GET' && root === 'esims' && sub === 'compatible' && name) {
    if (answerFault(res, name)) return;
    if (id !== ICCID) return answer(res, 400, { message: 'ICCID not found' });
    if (name === 'esim_1GB_7D_US_V2') return answer(res, 200, { compatible: true });
    if (name === 'esim_bare_true') return answer(res, 200, true);
    if (name === 'esim_message_only') return answer(res, 200, { message: 'OK' });
    return answer(res, 200, { compatible: false });
  }
  // DELETE /esims/{iccid}/bundles/{name} (by name) and …/assignments/{assignmentId} (exactly one):
  // the same scenarios, by bundle name.
  const byAssignment = parts.length === 6 && parts[4] === 'assignments';
  if (
    req.method === 'DELETE' &&
    root === 'esims' &&
    sub === 'bundles' &&
    name &&
    (parts.length === 4 || byAssignment)
  ) {
    if (answerFault(res, name)) return;
    if (name === 'esim_started') return answer(res, 400, { message: 'Bundle has already started' });
    if (name === 'esim_not_enabled')
      return answer(res, 403, { message: 'Refunds are not enabled for this account' });
    if (name === 'esim_missing') return answer(res, 404, { message: 'Bundle not found on eSIM' });
    if (name === 'esim_revoked') return answer(res, 410, { message: 'Bundle already revoked' });
    return answer(res, 200, {
      status: byAssignment
        ? 'Successfully Revoked Bundle, bundle has been refunded to inventory'
        : 'Successfully revoked',
    });
  }
  if (req.method === 'GET' && root === 'orders' && id) {
    if (answerFault(res, id)) return;
    const item = {
      type: 'bundle',
      item: 'esim_1GB_7D_US_V2',
      quantity: 1,
      subTotal: 4.5,
      pricePerUnit: 4.5,
    };
    const order = {
      total: 4.5,
      currency: 'USD',
      statusMessage: '',
      orderReference: id,
      createdDate: '2024-12-13T00:00:00Z',
    };
    if (id === 'ref-topup')
      return answer(res, 200, {
        ...order,
        status: 'Completed',
        order: [{ ...item, iccids: [ICCID] }],
      });
    if (id === 'ref-esims')
      return answer(res, 200, {
        ...order,
        status: 'Completed',
        order: [{ ...item, esims: [{ iccid: ICCID, matchingId: 'M', smdpAddress: 'S' }] }],
      });
    if (id === 'ref-elsewhere')
      return answer(res, 200, {
        ...order,
        status: 'Completed',
        order: [{ ...item, iccids: [OTHER_ICCID] }],
      });
    if (id === 'ref-failed')
      return answer(res, 200, {
        ...order,
        status: 'Failed',
        order: [{ ...item, iccids: [ICCID] }],
      });
    // Breaks the specification on purpose: it types an item's ICCIDs as a list of text.
    if (id === 'ref-wrong-shape')
      return answer(res, 200, { ...order, status: 'Completed', order: [{ ...item, iccids: 42 }] });
    return answer(res, 404, { message: 'Order not found' });
  }
  if (req.method === 'POST' && root === 'orders') {
    const bundle = (JSON.parse(body) as { order: [{ item: string }] }).order[0].item;
    if (answerFault(res, bundle)) return;
    if (bundle === 'esim_broke') return answer(res, 400, { message: 'Insufficient balance' });
    return answer(res, 200, {
      orderReference: 'ref-topup',
      status: 'Completed',
      statusMessage: 'Order completed',
      total: 4.5,
      currency: 'USD',
      order: [{ type: 'bundle', item: bundle, iccids: [ICCID] }],
    });
  }
  return answer(res, 404, { message: 'Not found' });
}

const esimGo = useEsimGoTestServer(route);
let provider: EsimProvider;

beforeAll(() => {
  provider = esimGo.provider();
});

const lastRequests = (count: number) => esimGo.seen.slice(-count);
const wrongKey = () => esimGo.provider({ apiKey: WRONG_KEY });
const impatient = () => esimGo.provider({ timeoutMs: 100 });

function expectPlainGet(request: SeenRequest, url: string) {
  expect(request).toMatchObject({ method: 'GET', url, body: '' });
  expect(request.headers['x-api-key']).toBe(API_KEY);
  expect(request.headers.accept).toBe('application/json');
}

describe('eSIM Go usage', () => {
  test('reads the eSIM, then all its bundles (used ones too), into the port, bundles oldest first', async () => {
    const usage = await provider.usage(ICCID);

    const [details, bundles] = lastRequests(2);
    expectPlainGet(details!, `/v2.4/esims/${ICCID}`);
    expectPlainGet(bundles!, `/v2.4/esims/${ICCID}/bundles?includeUsed=true&limit=50`);
    expect(usage).toEqual({
      iccid: ICCID,
      profileState: 'installed',
      firstInstalledAt: '2024-08-13T09:37:57.280Z',
      bundles: [
        expect.objectContaining({
          bundle: 'esim_5GB_7D_US_V2',
          assignmentId: '11',
          providerReference: 'ref-first',
          state: 'active',
          initialBytes: 5e9,
          remainingBytes: 3.2e9,
        }),
        expect.objectContaining({
          bundle: 'esim_1GB_7D_US_V2',
          assignmentId: '12',
          providerReference: 'ref-topup',
          state: 'queued',
          startTime: null,
          endTime: null,
        }),
      ],
    });
  });

  test('is null for an eSIM eSIM Go deactivated (410, its documented word for it), asking nothing more', async () => {
    const before = esimGo.seen.length;
    expect(await provider.usage('deactivated')).toBeNull();
    expect(esimGo.seen.length - before).toBe(1);
  });

  test('a 404, which the specification never gives these calls, is an error, not a fact about the eSIM', async () => {
    expect(await providerError(provider.usage('gone'))).toMatchObject({
      retryable: false,
      outcomeUnknown: false,
    });
    expect(await providerError(provider.usage('bundles-gone'))).toMatchObject({
      retryable: false,
      outcomeUnknown: false,
    });
  });

  test('may retry when rate limited (429) or when eSIM Go fails (500, 503)', async () => {
    expect((await providerError(provider.usage('busy'))).message).toContain('retry after 3 s');
    for (const iccid of ['busy', 'crash', 'processing']) {
      expect(await providerError(provider.usage(iccid))).toMatchObject({
        retryable: true,
        outcomeUnknown: false,
      });
    }
  });

  test.each(['garbage', 'details-wrong-shape', 'bundles-garbage'])(
    'may retry an unreadable answer (%s)',
    async (iccid) => {
      const error = await providerError(provider.usage(iccid));
      expect(error.message).toContain('unreadable');
      expect(error).toMatchObject({ retryable: true, outcomeUnknown: false });
    },
  );

  test('refuses for good an ICCID eSIM Go does not know for this account (400)', async () => {
    expect(await providerError(provider.usage('8944999999999999999'))).toMatchObject({
      retryable: false,
    });
  });

  test('gives up waiting after the timeout', async () => {
    const started = Date.now();
    const error = await providerError(impatient().usage('slow'));
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
    expect(error).toMatchObject({ retryable: true, outcomeUnknown: false });
  });

  test('never repeats the key, even when eSIM Go names it', async () => {
    const error = await providerError(wrongKey().usage(ICCID));
    expect(error.message).toContain('Invalid API key [redacted]');
    expect(error).toMatchObject({ retryable: false });
  });
});

describe('eSIM Go compatibility', () => {
  test('asks for the bundle on that eSIM and reads the compatible flag', async () => {
    expect(await provider.isCompatible(ICCID, 'esim_1GB_7D_US_V2')).toBe(true);
    expectPlainGet(lastRequests(1)[0]!, `/v2.4/esims/${ICCID}/compatible/esim_1GB_7D_US_V2`);
    expect(await provider.isCompatible(ICCID, 'esim_1GB_7D_FR_V2')).toBe(false);
    expect(await provider.isCompatible(ICCID, 'esim_bare_true')).toBe(true);
  });

  test('a refused request (400) or a 404 is an error, never a "no"', async () => {
    const refused = await providerError(
      provider.isCompatible('8944999999999999999', 'esim_1GB_7D_US_V2'),
    );
    expect(refused.message).toContain('ICCID not found');
    expect(refused).toMatchObject({ retryable: false });
    expect(await providerError(provider.isCompatible('gone', 'esim_1GB_7D_US_V2'))).toMatchObject({
      retryable: false,
    });
  });

  test('escapes the path so a name cannot reach another endpoint', async () => {
    expect(await provider.isCompatible(ICCID, '../../orders')).toBe(false);
    expect(lastRequests(1)[0]!.url).toBe(`/v2.4/esims/${ICCID}/compatible/..%2F..%2Forders`);
  });

  test('may retry 429, 500 and a 2xx without a flag; never says yes to what it cannot read', async () => {
    for (const bundle of ['esim_busy', 'esim_crash', 'esim_garbage', 'esim_message_only']) {
      expect(await providerError(provider.isCompatible(ICCID, bundle))).toMatchObject({
        retryable: true,
      });
    }
  });
});

describe('eSIM Go top-up', () => {
  test('orders the bundle onto that eSIM only, never a new one', async () => {
    expect(
      await provider.topUp({ orderId: 'ord_t1', iccid: ICCID, bundle: 'esim_1GB_7D_US_V2' }),
    ).toEqual({ providerReference: 'ref-topup' });

    const request = lastRequests(1)[0]!;
    expect(request).toMatchObject({ method: 'POST', url: '/v2.4/orders' });
    expect(request.headers['x-api-key']).toBe(API_KEY);
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      type: 'transaction',
      assign: true,
      order: [
        {
          type: 'bundle',
          item: 'esim_1GB_7D_US_V2',
          quantity: 1,
          iccids: [ICCID],
          allowReassign: false,
        },
      ],
    });
  });

  test('refuses for good on 400 (insufficient balance): nothing was bought', async () => {
    const error = await providerError(
      provider.topUp({ orderId: 'ord_t2', iccid: ICCID, bundle: 'esim_broke' }),
    );
    expect(error.message).toContain('Insufficient balance');
    expect(error).toMatchObject({ retryable: false, outcomeUnknown: false });
  });

  test('may retry a 429 at once: nothing was bought', async () => {
    expect(
      await providerError(provider.topUp({ orderId: 'ord_t3', iccid: ICCID, bundle: 'esim_busy' })),
    ).toMatchObject({
      retryable: true,
      outcomeUnknown: false,
    });
  });

  test.each(['esim_crash', 'esim_processing', 'esim_garbage'])(
    'after %s the bundle may have been bought: look it up first',
    async (bundle) => {
      expect(
        await providerError(provider.topUp({ orderId: 'ord_t4', iccid: ICCID, bundle })),
      ).toMatchObject({ retryable: true, outcomeUnknown: true });
    },
  );

  test('a timeout leaves the outcome unknown', async () => {
    const error = await providerError(
      impatient().topUp({ orderId: 'ord_t5', iccid: ICCID, bundle: 'esim_slow' }),
    );
    expect(error.message).toContain('did not answer within 100 ms');
    expect(error).toMatchObject({ retryable: true, outcomeUnknown: true });
  });

  test('a refused key is a refusal, with the key kept out of the message', async () => {
    expect(
      await providerError(
        wrongKey().topUp({ orderId: 'ord_t6', iccid: ICCID, bundle: 'esim_1GB_7D_US_V2' }),
      ),
    ).toMatchObject({ retryable: false });
  });
});

describe('eSIM Go top-up lookup', () => {
  test('reads the order and finds the eSIM in its ICCIDs or its eSIMs', async () => {
    expect(await provider.lookupTopUp('ref-topup', ICCID)).toBe(true);
    expectPlainGet(lastRequests(1)[0]!, '/v2.4/orders/ref-topup');
    expect(await provider.lookupTopUp('ref-esims', ICCID)).toBe(true);
  });

  test('is false when the order put its bundle elsewhere or failed', async () => {
    expect(await provider.lookupTopUp('ref-topup', OTHER_ICCID)).toBe(false);
    expect(await provider.lookupTopUp('ref-elsewhere', ICCID)).toBe(false);
    expect(await provider.lookupTopUp('ref-failed', ICCID)).toBe(false);
  });

  test('a 404, which the specification never gives this call, is an error to look into, not "no such order"', async () => {
    expect(await providerError(provider.lookupTopUp('ref-never', ICCID))).toMatchObject({
      retryable: false,
      outcomeUnknown: false,
    });
  });

  test('may retry 429, 5xx and unreadable answers; a timeout too', async () => {
    for (const reference of ['busy', 'crash', 'garbage', 'ref-wrong-shape']) {
      expect(await providerError(provider.lookupTopUp(reference, ICCID))).toMatchObject({
        retryable: true,
        outcomeUnknown: false,
      });
    }
    expect(await providerError(impatient().lookupTopUp('slow', ICCID))).toMatchObject({
      retryable: true,
    });
  });
});

describe('eSIM Go bundle refund', () => {
  const refund = (
    bundle: string,
    dryRun: boolean,
    assignmentId: string | null = '11',
    on = provider,
  ) => on.refundBundle({ iccid: ICCID, bundle, assignmentId, dryRun });

  test('a dry run asks for exactly the assignment we sold, DELETE …/assignments/{id}?type=validate, and takes nothing off', async () => {
    expect(await refund('esim_5GB_7D_US_V2', true)).toEqual({ ok: true, balanceCredit: 'pending' });
    const request = lastRequests(1)[0]!;
    expect(request).toMatchObject({
      method: 'DELETE',
      url: `/v2.4/esims/${ICCID}/bundles/esim_5GB_7D_US_V2/assignments/11?type=validate`,
      body: '',
    });
    expect(request.headers['x-api-key']).toBe(API_KEY);
  });

  test('the refund revokes that assignment (type=transaction): the bundle is back in our eSIM Go inventory, its credit to our balance pending', async () => {
    expect(await refund('esim_5GB_7D_US_V2', false)).toEqual({
      ok: true,
      balanceCredit: 'pending',
    });
    expect(lastRequests(1)[0]).toMatchObject({
      method: 'DELETE',
      url: `/v2.4/esims/${ICCID}/bundles/esim_5GB_7D_US_V2/assignments/11?type=transaction`,
    });
  });

  test('without an assignment id, the bundle name: type=validate, then type=transaction, never refundToBalance (it needs an offerId no answer carries)', async () => {
    expect(await refund('esim_5GB_7D_US_V2', true, null)).toEqual({
      ok: true,
      balanceCredit: 'pending',
    });
    expect(lastRequests(1)[0]).toMatchObject({
      method: 'DELETE',
      url: `/v2.4/esims/${ICCID}/bundles/esim_5GB_7D_US_V2?type=validate`,
    });
    expect(await refund('esim_5GB_7D_US_V2', false, null)).toEqual({
      ok: true,
      balanceCredit: 'pending',
    });
    expect(lastRequests(1)[0]).toMatchObject({
      method: 'DELETE',
      url: `/v2.4/esims/${ICCID}/bundles/esim_5GB_7D_US_V2?type=transaction`,
    });
  });

  test('escapes the assignment id so it cannot reach another endpoint', async () => {
    expect(await refund('esim_5GB_7D_US_V2', true, '../../../orders')).toEqual({
      ok: true,
      balanceCredit: 'pending',
    });
    expect(lastRequests(1)[0]!.url).toBe(
      `/v2.4/esims/${ICCID}/bundles/esim_5GB_7D_US_V2/assignments/..%2F..%2F..%2Forders?type=validate`,
    );
  });

  test.each([['11'], [null]])(
    'a refusal (403, the documented one) is an answer with eSIM Go’s reason, for the dry run and the refund (assignment %s)',
    async (assignmentId) => {
      for (const dryRun of [true, false]) {
        expect(await refund('esim_not_enabled', dryRun, assignmentId)).toEqual({
          ok: false,
          reason: 'Refunds are not enabled for this account',
        });
      }
    },
  );

  test.each([
    ['esim_started', 'Bundle has already started'],
    ['esim_missing', 'Bundle not found on eSIM'],
    ['esim_revoked', 'Bundle already revoked'],
  ])(
    'a refused request (400) or an undocumented 404 / 410 (%s) is an error that keeps eSIM Go’s message',
    async (bundle, reason) => {
      for (const dryRun of [true, false]) {
        const error = await providerError(refund(bundle, dryRun));
        expect(error.message).toContain(reason);
        expect(error).toMatchObject({ retryable: false, outcomeUnknown: false });
      }
    },
  );

  test('a refused key is a refusal whose reason does not carry the key', async () => {
    expect(await refund('esim_5GB_7D_US_V2', true, '11', wrongKey())).toEqual({
      ok: false,
      reason: 'Invalid API key [redacted]',
    });
  });

  test.each(['esim_busy', 'esim_crash', 'esim_processing'])(
    '%s is an error to retry, not a refusal',
    async (bundle) => {
      expect(await providerError(refund(bundle, false))).toMatchObject({ retryable: true });
    },
  );

  test('a timeout is an error to retry', async () => {
    expect(await providerError(refund('esim_slow', false, '11', impatient()))).toMatchObject({
      retryable: true,
    });
  });
});
