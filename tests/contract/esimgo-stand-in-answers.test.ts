import { afterAll, beforeAll, expect, test } from 'vitest';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { createEsimGoProvider } from '../../src/features/provisioning/providers/esimgo.server.ts';
import {
  startEsimGoContractServer,
  type EsimGoContractServer,
} from '../support/esimgo-contract-server.ts';
import { startEsimGoStandIn, useEsimGo, type EsimGoStandIn } from '../support/faults-esimgo.ts';

/**
 * The local eSIM Go the fault and function tests use (tests/support/faults-esimgo.ts) must answer
 * in the documented shapes, or those tests prove the adapter against answers the real API never
 * sends. Checked through the contract harness as a proxy; only its deliberate faults may break the
 * document.
 */
const BUNDLE = 'esim_1GB_7D_GB_V2';

let standIn: EsimGoStandIn;
let proxy: EsimGoContractServer;
let provider: EsimProvider;

beforeAll(async () => {
  standIn = await startEsimGoStandIn();
  const undo = useEsimGo(standIn, 2000);
  const apiKey = process.env.ESIMGO_API_KEY!;
  undo();
  proxy = await startEsimGoContractServer({ forwardTo: standIn.baseUrl, apiKey });
  provider = createEsimGoProvider({ apiKey, baseUrl: proxy.baseUrl, timeoutMs: 2000 });
});

afterAll(async () => {
  await proxy.stop();
  await standIn.stop();
});

/** Runs the call for its answers only: refusals and errors are part of what is checked. */
const settle = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    () => undefined,
  );

test('answers every operation it serves, at every status it uses, as the document allows', async () => {
  const placed = await provider.order({ orderId: 'order-1', bundle: BUNDLE });
  const iccid = placed.kind === 'assigned' ? placed.esim.iccid : '';
  standIn.answerOrders(['not-assigned-yet']);
  const pending = await provider.order({ orderId: 'order-2', bundle: BUNDLE });
  standIn.answerLookups(['not-assigned-yet']);
  await provider.lookup(pending.providerReference);
  await provider.lookup(pending.providerReference);
  await settle(provider.lookup('no-such-order'));

  const { providerReference } = await provider.topUp({ orderId: 'order-5', iccid, bundle: BUNDLE });
  await settle(
    provider.topUp({ orderId: 'order-6', iccid: '8944999999999999999', bundle: BUNDLE }),
  );
  await provider.lookupTopUp(providerReference, iccid);
  await settle(provider.lookupTopUp('no-such-order', iccid));
  await provider.isCompatible(iccid, BUNDLE);
  const usage = await provider.usage(iccid);
  await settle(provider.usage('8944999999999999999'));
  const assignmentId = usage?.bundles.at(-1)?.assignmentId ?? null;
  for (const dryRun of [true, false, false])
    await provider.refundBundle({ iccid, bundle: BUNDLE, assignmentId, dryRun });
  await provider.refundBundle({ iccid, bundle: BUNDLE, assignmentId: null, dryRun: false });
  await provider.refundBundle({ iccid, bundle: BUNDLE, assignmentId: null, dryRun: false });

  const exchanges = proxy.exchanges();
  expect(
    exchanges.flatMap((exchange) => [...exchange.requestViolations, ...exchange.answerViolations]),
  ).toEqual([]);
  const served = new Set(exchanges.map((exchange) => `${exchange.operation} ${exchange.status}`));
  expect([...served].sort()).toEqual(
    [
      'POST /orders 200',
      'POST /orders 400',
      'GET /esims/assignments 200',
      'GET /esims/assignments 400',
      'GET /orders/{orderReference} 200',
      'GET /orders/{orderReference} 400',
      'GET /esims/{iccid}/compatible/{bundle} 200',
      'GET /esims/{iccid} 200',
      'GET /esims/{iccid}/bundles 200',
      'GET /esims/{iccid} 403',
      'DELETE /esims/{iccid}/bundles/{name}/assignments/{assignmentId} 200',
      'DELETE /esims/{iccid}/bundles/{name}/assignments/{assignmentId} 403',
      'DELETE /esims/{iccid}/bundles/{name} 200',
      'DELETE /esims/{iccid}/bundles/{name} 403',
    ].sort(),
  );
});

/**
 * Its faults break the document on purpose, to test the adapter against what a real API may still
 * do: an HTML error page, fields of the wrong type, and on POST /orders a 429 and a 500, statuses
 * the document does not give that call (it lists 400, 401 and 503).
 */
test('its deliberate faults are outside the document, so the check would see an accidental one', async () => {
  const placed = await provider.order({ orderId: 'order-7', bundle: BUNDLE });
  proxy.clear();
  standIn.answerOrders(['non-json', 'rate-limited', 'error-500']);
  for (const orderId of ['order-8', 'order-9', 'order-10'])
    await settle(provider.order({ orderId, bundle: BUNDLE }));
  standIn.answerLookups(['wrong-shape']);
  await settle(provider.lookup(placed.providerReference));
  expect(proxy.exchanges().map((exchange) => exchange.answerViolations)).toEqual([
    ['POST /orders 200 is application/json, not text/html'],
    ['POST /orders lists no status 429'],
    ['POST /orders lists no status 500'],
    [
      'GET /esims/assignments 200: /iccid must be string',
      'GET /esims/assignments 200: /matchingId must be string',
      'GET /esims/assignments 200: /smdpAddress must be string',
    ],
  ]);
});
