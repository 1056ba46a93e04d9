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
    expect(read({ iccid: ICCID, alertType: 'FirstUse', bundle: withoutId })).toMatchObject({ bundle: { assignment: 'ref-9' } });
    const { reference: _reference, ...neither } = withoutId;
    expect(read({ iccid: ICCID, alertType: 'FirstUse', bundle: neither })).toMatchObject({ bundle: { assignment: 'esim_1GB_7D_IM_U@2030-01-02T15:04:05Z' } });
  });

  test('quantities sent as numeric strings are read as numbers', () => {
    const payload = { iccid: ICCID, alertType: 'Utilisation', bundle: { ...bundle, initialQuantity: '1000000000', remainingQuantity: '0' } };
    expect(read(payload)).toMatchObject({ bundle: { initialBytes: 1_000_000_000, remainingBytes: 0 } });
  });

  test('another alert type is acknowledged whatever its bundle (FirstAttachment carries the ICCID only)', () => {
    expect(read({ iccid: ICCID, alertType: 'FirstAttachment' })).toEqual({ kind: 'ignored', iccid: ICCID, alertType: 'FirstAttachment' });
  });

  test('not a callback: not JSON, no ICCID, an ICCID that is not digits, a bundle without its quantities', () => {
    expect(readUsageCallback('{"iccid":')).toBeNull();
    expect(read({ alertType: 'Utilisation', bundle })).toBeNull();
    expect(read({ iccid: '../../etc', alertType: 'Utilisation', bundle })).toBeNull();
    expect(read({ iccid: ICCID, alertType: 'Utilisation', bundle: { name: 'x' } })).toBeNull();
    expect(read({ iccid: ICCID, alertType: 'Utilisation', bundle: { ...bundle, remainingQuantity: -1 } })).toBeNull();
  });
});
