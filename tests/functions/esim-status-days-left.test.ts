/**
 * Days left on the status card when eSIM Go answers as its OpenAPI document allows: the bundle
 * list has no start or end, so days left come from the callbacks recorded for the assignment, or
 * stay empty rather than guessed (docs/decisions/0003-esim-go-specification-and-notes.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, test } from 'vitest';
import esimStatus from '../../netlify/functions/esim-status.mts';
import type { UsageCallbackPayload } from '../../src/features/esims/usage-callback.ts';
import { call } from '../support/call.ts';
import {
  boughtEsim,
  firstUse,
  firstUseAsSpecified,
  postCallback,
} from '../support/esimgo-callbacks.ts';
import { useHttpServer } from '../support/local-http.ts';
import { useCustomers, useEnv, useLocalBlobs } from '../support/use-local-blobs.ts';

const API_KEY = 'days-left-test-key';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ORDER_REFERENCE = '5f1d2c3b-aa10-4c7e-9d2e-3b8f1e6a7c90';

let sequence = 0;

/**
 * The running bundle as the specification shapes the list: `id`, `assignmentReference`,
 * quantities, state; no `startTime`, no `endTime`, no `assignmentDateTime`.
 */
const specBundleList = {
  bundles: [
    {
      name: 'esim_5GB_7D_JP_V2',
      description: 'eSIM, 5GB, 7 Days, Japan, V2',
      assignments: [
        {
          id: 'asg-1',
          callTypeGroup: 'data',
          initialQuantity: 5_000_000_000,
          remainingQuantity: 4_000_000_000,
          assignmentReference: `${ORDER_REFERENCE}-0`,
          bundleState: 'Active',
          unlimited: false,
        },
      ],
    },
  ],
};

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * GET /esims/{iccid} and GET /esims/{iccid}/bundles for any eSIM: installed, its 5 GB bundle
 * running.
 */
function answerEsimGo(req: IncomingMessage, res: ServerResponse) {
  if (req.headers['x-api-key'] !== API_KEY) return answer(res, 403, { message: 'Invalid API key' });
  const [, iccid, sub] =
    /^\/v2\.4\/esims\/(\d+)(\/bundles)?$/.exec(
      new URL(req.url ?? '/', 'http://localhost').pathname,
    ) ?? [];
  if (req.method !== 'GET' || !iccid)
    return answer(res, 400, { message: 'Not part of this stand-in' });
  answer(
    res,
    200,
    sub
      ? specBundleList
      : { iccid, profileStatus: 'Enabled', firstInstalledDateTime: Date.now() - 3 * DAY },
  );
}

useLocalBlobs();
const eSimGo = useHttpServer(answerEsimGo);
const { owner } = useCustomers({ owner: 'days-left@example.com' });
// The eSIMs are bought from the simulator (in the tests' own set-up); their status is read from the
// eSIM Go stand-in.
useEnv(() => ({
  SITE_URL: 'https://roamly.example',
  ESIMGO_API_KEY: API_KEY,
  ESIMGO_BASE_URL: `${eSimGo.origin}/v2.4`,
  ESIMGO_ALLOW_WITH_TEST_PAYMENTS: '1',
}));

/** A delivered 5 GB, 7 Days Japan eSIM of the owner's. */
const ownersEsim = () => boughtEsim(owner.userId, `pi_test_days_left_${++sequence}`);

/** The status function's answer for the eSIM, as its owner asks it. */
async function statusOf(orderId: string) {
  const response = await call(esimStatus, `/api/esims/${orderId}/status`, {
    cookie: owner.cookie,
    params: { id: orderId },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    status: string;
    dataLeft: string | null;
    daysLeft: number | null;
  };
}

/** Started 2 days and an hour ago: 7-day validity leaves 4 days and 23 hours, read as 5 days. */
const startedAt = () => new Date(Date.now() - 2 * DAY - HOUR).toISOString();

/** A signed FirstUse callback for `iccid`, through the real callback function. */
async function recordFirstUse(payload: UsageCallbackPayload) {
  expect((await postCallback(payload)).status).toBe(200);
}

describe('days left against the bundle list eSIM Go specifies (no start or end time in it)', () => {
  test('a recorded FirstUse callback for the running assignment gives days left from its end time', async () => {
    const esim = await ownersEsim();
    // Its end 10 days after its start (a bundle longer than the plan says): the callback's end is
    // what counts.
    await recordFirstUse(firstUse(esim.iccid, startedAt(), 10, 'asg-1'));
    expect(await statusOf(esim.orderId)).toMatchObject({
      status: 'Active',
      dataLeft: '4 GB of 5 GB left',
      daysLeft: 8,
    });
  });

  test("a callback with only a start time: its start plus the plan's validity (7 Days)", async () => {
    const esim = await ownersEsim();
    const payload = firstUse(esim.iccid, startedAt(), 7, 'asg-1');
    await recordFirstUse({ ...payload, bundle: { ...payload.bundle!, endTime: undefined } });
    expect(await statusOf(esim.orderId)).toMatchObject({ status: 'Active', daysLeft: 5 });
  });

  test('a callback naming the assignment by its reference only (no id) is the same assignment', async () => {
    const esim = await ownersEsim();
    const payload = firstUse(esim.iccid, startedAt(), 7, 'unused');
    await recordFirstUse({
      ...payload,
      bundle: { ...payload.bundle!, id: undefined, reference: `${ORDER_REFERENCE}-0` },
    });
    expect(await statusOf(esim.orderId)).toMatchObject({ status: 'Active', daysLeft: 5 });
  });

  test('a FirstUse shaped as the specification allows (no name, no quantities) gives days left', async () => {
    const esim = await ownersEsim();
    await recordFirstUse(
      firstUseAsSpecified(esim.iccid, {
        startTime: startedAt(),
        days: 7,
        id: 'asg-1',
        reference: `${ORDER_REFERENCE}-0`,
      }),
    );
    expect(await statusOf(esim.orderId)).toMatchObject({
      status: 'Active',
      dataLeft: '4 GB of 5 GB left',
      daysLeft: 5,
    });
    const startOnly = await ownersEsim();
    await recordFirstUse(
      firstUseAsSpecified(startOnly.iccid, { startTime: startedAt(), days: null }),
    );
    expect(await statusOf(startOnly.orderId)).toMatchObject({ status: 'Active', daysLeft: 5 });
  });

  test('no callback yet: days left unknown (null), never guessed', async () => {
    const esim = await ownersEsim();
    expect(await statusOf(esim.orderId)).toMatchObject({
      status: 'Active',
      dataLeft: '4 GB of 5 GB left',
      daysLeft: null,
    });
  });

  test('a callback about another assignment says nothing of the running one', async () => {
    const esim = await ownersEsim();
    await recordFirstUse(firstUse(esim.iccid, startedAt(), 7, 'asg-earlier'));
    expect(await statusOf(esim.orderId)).toMatchObject({ status: 'Active', daysLeft: null });
  });

  test('a callback that arrives after the status was read (and cached) counts at the next look', async () => {
    const esim = await ownersEsim();
    expect(await statusOf(esim.orderId)).toMatchObject({ daysLeft: null });
    await recordFirstUse(firstUse(esim.iccid, startedAt(), 7, 'asg-1'));
    expect(await statusOf(esim.orderId)).toMatchObject({ daysLeft: 5 });
  });
});
