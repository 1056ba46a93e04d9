import { describe, expect, test } from 'vitest';
import { readUsageCallback } from './usage-callback.ts';

const ICCID = '8944538532008160222';
const bundle = {
  id: '1c3e7a2f',
  reference: 'ref-9',
  name: 'esim_1GB_7D_IM_U',
  description: 'eSIM, 1GB, 7 Days, Isle of Man',
  initialQuantity: 1_000_000_000,
  remainingQuantity: 200_000_000,
  startTime: '2030-01-02T15:04:05Z',
  endTime: '2030-01-09T15:04:05Z',
  unlimited: false,
};
const read = (payload: unknown) => readUsageCallback(JSON.stringify(payload));

describe('readUsageCallback', () => {
  test('reads a V3 Utilisation callback, the assignment named by its id', () => {
    expect(read({ iccid: ICCID, alertType: 'Utilisation', bundle })).toEqual({
      kind: 'alert',
      iccid: ICCID,
      alertType: 'Utilisation',
      bundle: {
        assignment: '1c3e7a2f',
        name: 'esim_1GB_7D_IM_U',
        initialBytes: 1_000_000_000,
        remainingBytes: 200_000_000,
        startTime: '2030-01-02T15:04:05Z',
        endTime: '2030-01-09T15:04:05Z',
        unlimited: false,
      },
    });
  });

  test('without an id the reference names the assignment, without either the bundle name and start', () => {
    const { id: _id, ...withoutId } = bundle;
    expect(read({ iccid: ICCID, alertType: 'FirstUse', bundle: withoutId })).toMatchObject({
      bundle: { assignment: 'ref-9' },
    });
    const { reference: _reference, ...neither } = withoutId;
    expect(read({ iccid: ICCID, alertType: 'FirstUse', bundle: neither })).toMatchObject({
      bundle: { assignment: 'esim_1GB_7D_IM_U@2030-01-02T15:04:05Z' },
    });
  });

  test('quantities sent as numeric strings are read as numbers', () => {
    const payload = {
      iccid: ICCID,
      alertType: 'Utilisation',
      bundle: { ...bundle, initialQuantity: '1000000000', remainingQuantity: '0' },
    };
    expect(read(payload)).toMatchObject({
      bundle: { initialBytes: 1_000_000_000, remainingBytes: 0 },
    });
  });

  test('floats are read as they come (older examples send them)', () => {
    const payload = {
      iccid: ICCID,
      alertType: 'Utilisation',
      bundle: { ...bundle, initialQuantity: 1e9, remainingQuantity: 199_999_999.5 },
    };
    expect(read(payload)).toMatchObject({
      bundle: { initialBytes: 1_000_000_000, remainingBytes: 199_999_999.5 },
    });
  });

  test('another alert type is acknowledged whatever its bundle (FirstAttachment carries the ICCID only)', () => {
    expect(read({ iccid: ICCID, alertType: 'FirstAttachment' })).toEqual({
      kind: 'ignored',
      iccid: ICCID,
      alertType: 'FirstAttachment',
      reason: 'alert-type',
    });
  });

  test('not a callback: not JSON, no ICCID, an ICCID that is not digits, a field of the wrong type', () => {
    expect(readUsageCallback('{"iccid":')).toBeNull();
    expect(read({ alertType: 'Utilisation', bundle })).toBeNull();
    expect(read({ iccid: '../../etc', alertType: 'Utilisation', bundle })).toBeNull();
    expect(
      read({
        iccid: ICCID,
        alertType: 'Utilisation',
        bundle: { ...bundle, initialQuantity: '5GB' },
      }),
    ).toBeNull();
    expect(
      read({ iccid: ICCID, alertType: 'FirstUse', bundle: { ...bundle, startTime: 'yesterday' } }),
    ).toBeNull();
    expect(
      read({ iccid: ICCID, alertType: 'FirstUse', bundle: { ...bundle, name: 42 } }),
    ).toBeNull();
  });
});

describe('readUsageCallback: every bundle field optional, as the OpenAPI BundleAlert schema has it', () => {
  test('a FirstUse with only its assignment and times is read, the rest unknown', () => {
    const spec = {
      id: '1c3e7a2f',
      reference: 'ref-9',
      startTime: '2030-01-02T15:04:05Z',
      endTime: '2030-01-09T15:04:05Z',
    };
    expect(read({ iccid: ICCID, alertType: 'FirstUse', bundle: spec })).toEqual({
      kind: 'alert',
      iccid: ICCID,
      alertType: 'FirstUse',
      bundle: {
        assignment: '1c3e7a2f',
        name: null,
        initialBytes: null,
        remainingBytes: null,
        startTime: '2030-01-02T15:04:05Z',
        endTime: '2030-01-09T15:04:05Z',
        unlimited: null,
      },
    });
  });

  test('a Utilisation without quantities is read with its quantities unknown', () => {
    const {
      initialQuantity: _initial,
      remainingQuantity: _remaining,
      ...withoutQuantities
    } = bundle;
    expect(
      read({ iccid: ICCID, alertType: 'Utilisation', bundle: withoutQuantities }),
    ).toMatchObject({
      kind: 'alert',
      bundle: {
        assignment: '1c3e7a2f',
        name: 'esim_1GB_7D_IM_U',
        initialBytes: null,
        remainingBytes: null,
        unlimited: false,
      },
    });
  });

  test('only the remaining quantity: the starting one unknown; null or empty fields are unknown too', () => {
    const payload = {
      iccid: ICCID,
      alertType: 'Utilisation',
      bundle: { id: 'a-1', name: '', remainingQuantity: 0, initialQuantity: null, unlimited: null },
    };
    expect(read(payload)).toMatchObject({
      bundle: {
        assignment: 'a-1',
        name: null,
        initialBytes: null,
        remainingBytes: 0,
        unlimited: null,
      },
    });
  });

  test('a negative quantity (an integer the schema allows, no amount of data) is unknown', () => {
    expect(
      read({
        iccid: ICCID,
        alertType: 'Utilisation',
        bundle: { ...bundle, remainingQuantity: -1 },
      }),
    ).toMatchObject({
      bundle: { initialBytes: 1_000_000_000, remainingBytes: null },
    });
  });

  test('a bundle that names no assignment (no id, reference or name), or no bundle at all, is acknowledged and not used', () => {
    const anonymous = { startTime: '2030-01-02T15:04:05Z', remainingQuantity: 0 };
    expect(read({ iccid: ICCID, alertType: 'Utilisation', bundle: anonymous })).toEqual({
      kind: 'ignored',
      iccid: ICCID,
      alertType: 'Utilisation',
      reason: 'no-assignment',
    });
    expect(read({ iccid: ICCID, alertType: 'FirstUse' })).toEqual({
      kind: 'ignored',
      iccid: ICCID,
      alertType: 'FirstUse',
      reason: 'no-assignment',
    });
    expect(read({ iccid: ICCID, alertType: 'FirstUse', bundle: {} })).toMatchObject({
      kind: 'ignored',
      reason: 'no-assignment',
    });
  });
});
