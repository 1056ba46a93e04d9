/**
 * `usage/<iccid>`, what the callbacks said of the eSIM's bundle, when a callback leaves fields out
 * (eSIM Go's OpenAPI requires none): within one assignment the record keeps what it knew and only
 * moves forward, also under concurrent callbacks. Real callback function, local Blobs.
 */
import { getStore } from '@netlify/blobs';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { findRecordedUsage } from '../../src/features/esims/usage-records.server.ts';
import {
  boughtEsim,
  firstUse,
  firstUseAsSpecified,
  postCallback,
  utilisation,
} from '../support/esimgo-callbacks.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

let sequence = 0;
let iccid: string;
let held: { mockRestore(): void } | null = null;

useLocalBlobs({
  env: { SITE_URL: 'https://roamly.example', ESIMGO_API_KEY: undefined },
  mute: ['warn'],
});
const { owner } = useCustomers({ owner: 'usage-records@example.com' });
beforeEach(async () => {
  ({ iccid } = await boughtEsim(owner.userId, `pi_test_usage_records_${++sequence}`));
});
afterEach(() => {
  held?.mockRestore();
  held = null;
});

const START = '2030-05-01T10:00:00Z';
const END = '2030-05-08T10:00:00Z';
type Payload = Parameters<typeof postCallback>[0];

async function post(...payloads: Payload[]) {
  for (const payload of payloads) expect((await postCallback(payload)).status).toBe(200);
}

/** A Utilisation of assignment asg-1 without its start and end times. */
function utilisationWithoutTimes(usedShare: number) {
  const payload = utilisation(iccid, usedShare);
  const { startTime: _start, endTime: _end, ...bundle } = payload.bundle!;
  return { ...payload, bundle };
}

/** A Utilisation of assignment asg-1 with neither quantity. */
function utilisationWithoutQuantities() {
  const payload = utilisation(iccid, 0.5);
  const { initialQuantity: _initial, remainingQuantity: _remaining, ...bundle } = payload.bundle!;
  return { ...payload, bundle };
}

/**
 * Holds the first write of `usage/<iccid>` (made after its read) and runs `during` there, before
 * it reaches the Blobs server: another callback reads and writes between the held one's read and
 * its write. Writes made while `during` runs pass straight through.
 */
function holdFirstUsageWrite(during: () => Promise<void>) {
  const prototype = Object.getPrototypeOf(getStore({ name: 'dev-esims' })) as {
    setJSON: (...args: unknown[]) => Promise<unknown>;
  };
  const original = prototype.setJSON;
  let ran = false;
  held = vi.spyOn(prototype, 'setJSON').mockImplementation(async function (
    this: unknown,
    ...args: unknown[]
  ) {
    if (!ran && String(args[0]) === `usage/${iccid}`) {
      ran = true;
      await during();
    }
    return original.apply(this, args);
  });
  return { ran: () => ran };
}

describe('usage/<iccid> within one assignment, from callbacks that leave fields out', () => {
  test('a FirstUse with only its times, then a Utilisation without times: the record has both', async () => {
    await post(firstUseAsSpecified(iccid), utilisationWithoutTimes(0.5));
    expect(await findRecordedUsage(iccid)).toMatchObject({
      assignment: 'asg-1',
      name: 'esim_5GB_7D_JP_V2',
      initialBytes: 5_000_000_000,
      remainingBytes: 2_500_000_000,
      startTime: START,
      endTime: END,
    });
  });

  test('a later callback without quantities keeps the data left that was known', async () => {
    await post(utilisation(iccid, 0.8), utilisationWithoutQuantities());
    expect(await findRecordedUsage(iccid)).toMatchObject({
      initialBytes: 5_000_000_000,
      remainingBytes: 1_000_000_000,
      startTime: START,
    });
  });

  test('data left never goes up, with or without the starting quantity', async () => {
    const { initialQuantity: _initial, ...withoutInitial } = utilisation(iccid, 0.5).bundle!;
    await post(utilisation(iccid, 0.8), {
      iccid,
      alertType: 'Utilisation',
      bundle: withoutInitial,
    });
    expect(await findRecordedUsage(iccid)).toMatchObject({
      initialBytes: 5_000_000_000,
      remainingBytes: 1_000_000_000,
    });
  });

  test('a callback about another assignment (a new bundle) replaces the record', async () => {
    await post(
      firstUse(iccid, START),
      firstUseAsSpecified(iccid, { id: 'asg-2', startTime: '2030-05-09T10:00:00Z', days: null }),
    );
    expect(await findRecordedUsage(iccid)).toMatchObject({
      assignment: 'asg-2',
      name: null,
      remainingBytes: null,
      startTime: '2030-05-09T10:00:00Z',
      endTime: null,
    });
  });
});

describe('usage/<iccid>: two callbacks at the same time (forced interleavings)', () => {
  test('a Utilisation that runs between a FirstUse read and its write: both are kept, data left never goes up', async () => {
    const hold = holdFirstUsageWrite(() => post(utilisationWithoutTimes(0.8)));
    await post(firstUse(iccid, START));
    expect(hold.ran()).toBe(true);
    expect(await findRecordedUsage(iccid)).toMatchObject({
      remainingBytes: 1_000_000_000,
      startTime: START,
      endTime: '2030-05-08T10:00:00.000Z',
    });
  });

  test('a FirstUse with only its times that runs between a Utilisation read and its write: its times are kept', async () => {
    const hold = holdFirstUsageWrite(() => post(firstUseAsSpecified(iccid)));
    await post(utilisationWithoutTimes(0.5));
    expect(hold.ran()).toBe(true);
    expect(await findRecordedUsage(iccid)).toMatchObject({
      remainingBytes: 2_500_000_000,
      startTime: START,
      endTime: END,
    });
  });

  test('on a record already there: a Utilisation between a FirstUse read and its write leaves the data left and the times', async () => {
    await post(utilisationWithoutTimes(0.5));
    const hold = holdFirstUsageWrite(() => post(utilisationWithoutTimes(0.8)));
    await post(firstUseAsSpecified(iccid));
    expect(hold.ran()).toBe(true);
    expect(await findRecordedUsage(iccid)).toMatchObject({
      remainingBytes: 1_000_000_000,
      startTime: START,
      endTime: END,
    });
  });
});
