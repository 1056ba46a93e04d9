import type { IncomingMessage, ServerResponse } from 'node:http';
import { beforeAll, describe, expect, test } from 'vitest';
import { unknownAssignment } from '../../esim-provider/bundle-assignment-fixture.ts';
import type { EsimProvider } from '../../esim-provider/provider.ts';
import { answer } from '../../../../tests/support/local-http.ts';
import { useEsimGoTestServer } from './esimgo-test-server.ts';

/**
 * The adapter against a local eSIM Go v2.4 that sends only what its OpenAPI document promises:
 * no field of a bundle assignment, of an order item or of an ordered eSIM is required there, so
 * answers that leave them out are read, never called unreadable.
 */
const ICCID = '8944000000000000034';

/**
 * The bundle list with the specification's fields only (no startTime or endTime), some left out.
 */
const SPEC_BUNDLES = {
  bundles: [
    {
      name: 'esim_5GB_7D_US_V2',
      description: 'eSIM, 5GB, 7 Days, United States, V2',
      assignments: [
        {
          callTypeGroup: 'data',
          assignmentReference: 'ref-spec-0',
          bundleState: 'Active',
          unlimited: false,
        },
      ],
    },
    {
      description: 'A bundle whose name was left out',
      assignments: [{ id: '41', bundleState: 'Queued', initialQuantity: 1e9 }],
    },
  ],
};

/**
 * `GET /orders/{ref}` and `POST /orders` answers, by reference or bundle: fields the specification
 * leaves optional, left out.
 */
const ORDER_ANSWERS: Record<string, unknown> = {
  'ref-no-items': {
    orderReference: 'ref-no-items',
    status: 'Completed',
    total: 4.5,
    currency: 'USD',
  },
  'ref-esim-without-iccid': {
    orderReference: 'ref-esim-without-iccid',
    status: 'Completed',
    order: [{ type: 'bundle', esims: [{ matchingId: 'M' }] }],
  },
  esim_two_esims: {
    orderReference: 'ref-two-esims',
    status: 'Completed',
    order: [
      {
        type: 'bundle',
        esims: [
          { matchingId: 'M0' },
          { iccid: ICCID, matchingId: 'M1', smdpAddress: 'smdp.example' },
        ],
      },
    ],
  },
  esim_no_items: { orderReference: 'ref-ordered-no-items', status: 'Completed' },
};

function route(req: IncomingMessage, res: ServerResponse, url: URL, body: string) {
  const path = url.pathname.replace(/^\/v2\.4/, '');
  if (req.method === 'GET' && path === `/esims/${ICCID}`)
    return answer(res, 200, { iccid: ICCID, profileStatus: 'Enabled' });
  if (req.method === 'GET' && path === `/esims/${ICCID}/bundles`)
    return answer(res, 200, SPEC_BUNDLES);
  const reference = /^\/orders\/([^/]+)$/.exec(path)?.[1];
  if (req.method === 'GET' && reference && ORDER_ANSWERS[reference])
    return answer(res, 200, ORDER_ANSWERS[reference]);
  if (req.method === 'POST' && path === '/orders') {
    const item = (JSON.parse(body) as { order: [{ item: string }] }).order[0].item;
    if (ORDER_ANSWERS[item]) return answer(res, 200, ORDER_ANSWERS[item]);
  }
  answer(res, 400, { message: 'Not part of this stand-in' });
}

const esimGo = useEsimGoTestServer(route);
let provider: EsimProvider;

beforeAll(() => {
  provider = esimGo.provider();
});

describe('a bundle list with only the fields the specification has', () => {
  test('is read: no quantities, no assignment date, no id, no name are unknowns, not an unreadable answer', async () => {
    // Neither has a date: the one with an id comes first (ids grow over time), the other after it.
    const usage = await provider.usage(ICCID);
    expect(usage).toEqual({
      iccid: ICCID,
      profileState: 'enabled',
      firstInstalledAt: null,
      bundles: [
        unknownAssignment({ assignmentId: '41', state: 'queued', initialBytes: 1e9 }),
        unknownAssignment({
          bundle: 'esim_5GB_7D_US_V2',
          providerReference: 'ref-spec-0',
          state: 'active',
        }),
      ],
    });
  });
});

describe('orders with the fields the specification leaves optional left out', () => {
  test('a top-up lookup whose order lists no items: no item names the eSIM, so the bundle is not on it', async () => {
    expect(await provider.lookupTopUp('ref-no-items', ICCID)).toBe(false);
  });

  test('a top-up lookup whose eSIM has no ICCID: not this eSIM', async () => {
    expect(await provider.lookupTopUp('ref-esim-without-iccid', ICCID)).toBe(false);
  });

  test('an order answer with an incomplete eSIM beside a complete one is assigned the complete one', async () => {
    expect(await provider.order({ orderId: 'ord_spec_1', bundle: 'esim_two_esims' })).toEqual({
      kind: 'assigned',
      providerReference: 'ref-two-esims',
      esim: { iccid: ICCID, matchingId: 'M1', smdpAddress: 'smdp.example' },
    });
  });

  test('an order answer without items is ordered, its eSIM to be looked up', async () => {
    expect(await provider.order({ orderId: 'ord_spec_2', bundle: 'esim_no_items' })).toEqual({
      kind: 'pending',
      providerReference: 'ref-ordered-no-items',
    });
  });
});
