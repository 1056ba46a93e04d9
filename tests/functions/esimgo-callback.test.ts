import { beforeEach, describe, expect, test } from 'vitest';
import callbackHandler from '../../netlify/functions/esimgo-callback.mts';
import {
  CALLBACK_SIGNATURE_HEADER,
  callbackSigningKey,
} from '../../src/features/esims/callback-signature.ts';
import { findRecordedUsage } from '../../src/features/esims/usage-records.server.ts';
import { call } from '../support/call.ts';
import { setEnv } from '../support/env.ts';
import {
  boughtEsim,
  CALLBACK_PATH,
  callbackWrites,
  firstUseAsSpecified,
  hmac,
  postCallback,
  utilisation,
} from '../support/esimgo-callbacks.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

let sequence = 0;
let esim: { orderId: string; iccid: string };

useLocalBlobs({
  env: { SITE_URL: 'https://roamly.example', ESIMGO_API_KEY: undefined },
  mute: ['warn', 'error'],
});
const { owner } = useCustomers({ owner: 'signed-callbacks@example.com' });
beforeEach(async () => {
  esim = await boughtEsim(owner.userId, `pi_test_signature${++sequence}`);
});

/** Runs `post` and asserts it was refused with `status` and left every store as it was. */
async function expectRefusedWithoutWrites(post: () => Promise<Response>, status = 401) {
  const before = await callbackWrites();
  const response = await post();
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ message: expect.any(String) });
  expect(await callbackWrites()).toEqual(before);
  expect(await findRecordedUsage(esim.iccid)).toBeNull();
}

describe('POST /api/esimgo/callback: the signature', () => {
  test('a body signed in hex is accepted and its usage recorded', async () => {
    const body = JSON.stringify(utilisation(esim.iccid, 0.5));
    const response = await postCallback(body, hmac(body, callbackSigningKey(), 'hex'));
    expect(response.status).toBe(200);
    expect(await findRecordedUsage(esim.iccid)).toMatchObject({
      assignment: 'asg-1',
      remainingBytes: 2_500_000_000,
    });
  });

  test('a body signed in base64 is accepted', async () => {
    const body = JSON.stringify(utilisation(esim.iccid, 0.5));
    expect((await postCallback(body, hmac(body, callbackSigningKey(), 'base64'))).status).toBe(200);
    expect(await findRecordedUsage(esim.iccid)).not.toBeNull();
  });

  test('a wrong signature is refused and nothing is stored', async () => {
    const body = JSON.stringify(utilisation(esim.iccid, 0.9));
    await expectRefusedWithoutWrites(() =>
      postCallback(body, hmac('{}', callbackSigningKey(), 'base64')),
    );
    await expectRefusedWithoutWrites(() => postCallback(body, 'not-a-signature'));
  });

  test('a missing or empty signature is refused and nothing is stored', async () => {
    const body = JSON.stringify(utilisation(esim.iccid, 0.9));
    await expectRefusedWithoutWrites(() => postCallback(body, null));
    await expectRefusedWithoutWrites(() => postCallback(body, ''));
  });

  test('a body changed after it was signed is refused and nothing is stored', async () => {
    const body = JSON.stringify(utilisation(esim.iccid, 0.5));
    const changed = JSON.stringify(utilisation(esim.iccid, 1));
    await expectRefusedWithoutWrites(() =>
      postCallback(changed, hmac(body, callbackSigningKey(), 'hex')),
    );
    // One byte of whitespace is a different body too: the signature is over the raw text.
    await expectRefusedWithoutWrites(() =>
      postCallback(`${body} `, hmac(body, callbackSigningKey(), 'base64')),
    );
  });

  test('a body signed with another key is refused and nothing is stored', async () => {
    const body = JSON.stringify(utilisation(esim.iccid, 0.9));
    await expectRefusedWithoutWrites(() =>
      postCallback(body, hmac(body, 'someone-elses-api-key', 'base64')),
    );
  });

  test("the simulator's key is refused once ESIMGO_API_KEY is set; the API key is then the key", async () => {
    const body = JSON.stringify(utilisation(esim.iccid, 0.9));
    const simulatorSignature = hmac(body, callbackSigningKey(), 'base64');
    const restore = setEnv({ ESIMGO_API_KEY: 'esimgo-live-key-for-tests' });
    try {
      await expectRefusedWithoutWrites(() => postCallback(body, simulatorSignature));
      expect(
        (await postCallback(body, hmac(body, 'esimgo-live-key-for-tests', 'hex'))).status,
      ).toBe(200);
    } finally {
      restore();
    }
  });

  test('a body past the cap is refused with 413 before it is read, and nothing is stored', async () => {
    const body = JSON.stringify({ ...utilisation(esim.iccid, 0.9), padding: 'x'.repeat(20_000) });
    await expectRefusedWithoutWrites(() => postCallback(body), 413);
  });

  test('a signed body that is not a callback is a 400, and nothing is stored', async () => {
    await expectRefusedWithoutWrites(() => postCallback('{"iccid": '), 400);
    await expectRefusedWithoutWrites(
      () =>
        postCallback(
          JSON.stringify({
            ...utilisation(esim.iccid, 0.9),
            bundle: { id: 'asg-1', initialQuantity: '5GB' },
          }),
        ),
      400,
    );
    await expectRefusedWithoutWrites(
      () => postCallback(JSON.stringify({ alertType: 'Utilisation' })),
      400,
    );
  });

  test('a callback shaped as the specification allows (no name, no quantities) still needs its signature', async () => {
    const body = JSON.stringify(firstUseAsSpecified(esim.iccid));
    await expectRefusedWithoutWrites(() => postCallback(body, null));
    await expectRefusedWithoutWrites(() =>
      postCallback(body, hmac(body, 'someone-elses-api-key', 'base64')),
    );
    await expectRefusedWithoutWrites(() =>
      postCallback(`${body} `, hmac(body, callbackSigningKey(), 'hex')),
    );
  });

  test('only POST is answered', async () => {
    const response = await call(callbackHandler, CALLBACK_PATH, {
      headers: { [CALLBACK_SIGNATURE_HEADER]: 'x' },
    });
    expect(response.status).toBe(405);
  });
});

describe('POST /api/esimgo/callback: every bundle field optional, as the OpenAPI BundleAlert schema has it', () => {
  test('a FirstUse with only its assignment and times is acknowledged and its times recorded', async () => {
    const response = await postCallback(firstUseAsSpecified(esim.iccid));
    expect(response.status).toBe(200);
    expect(await findRecordedUsage(esim.iccid)).toMatchObject({
      assignment: 'asg-1',
      name: null,
      initialBytes: null,
      remainingBytes: null,
      startTime: '2030-05-01T10:00:00Z',
      endTime: '2030-05-08T10:00:00Z',
    });
  });

  test('a Utilisation without quantities is acknowledged, and one without a bundle too', async () => {
    const { bundle } = firstUseAsSpecified(esim.iccid);
    expect(
      (await postCallback({ iccid: esim.iccid, alertType: 'Utilisation', bundle })).status,
    ).toBe(200);
    expect((await postCallback({ iccid: esim.iccid, alertType: 'Utilisation' })).status).toBe(200);
  });
});

describe('POST /api/esimgo/callback: callbacks it cannot use are acknowledged', () => {
  test('an unknown ICCID is answered 200 and ignored: no usage, no mail', async () => {
    const before = await callbackWrites();
    const response = await postCallback(utilisation('8988000000000000001', 1));
    expect(response.status).toBe(200);
    expect(await callbackWrites()).toEqual(before);
  });

  test('an alert type it does not mail (FirstAttachment carries the ICCID only) is answered 200 and ignored', async () => {
    const before = await callbackWrites();
    expect((await postCallback({ iccid: esim.iccid, alertType: 'FirstAttachment' })).status).toBe(
      200,
    );
    // A first attachment moves only the no-data check's next look at the eSIM (decision 0049).
    const notRescue = (keys: string[]) => keys.filter((key) => !key.startsWith('esims:rescue-'));
    const attached = await callbackWrites();
    expect(notRescue(attached)).toEqual(notRescue(before));
    expect(
      (
        await postCallback({
          iccid: esim.iccid,
          alertType: 'SomethingNew',
          bundle: { anything: true },
        } as never)
      ).status,
    ).toBe(200);
    expect(await callbackWrites()).toEqual(attached);
  });
});
