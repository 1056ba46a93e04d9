import { describe, expect, test } from 'vitest';
import { useLocalBlobs } from '../../../../tests/support/use-local-blobs.ts';
import { placeSimulatedPhone } from './simulated-esims.server.ts';
import { createSimulatedProvider } from './simulated.server.ts';

/**
 * The simulated provider's `location`, which the no-data rescue reads: nowhere before the eSIM is
 * installed, then in its bundle's country, unless a test or a local run put the phone elsewhere.
 */
describe('simulated provider location', () => {
  useLocalBlobs();
  const MINUTE = 60_000;
  let time = Date.parse('2030-05-01T10:00:00Z');
  const provider = createSimulatedProvider({
    latencyMs: 0,
    failureRate: 0,
    usage: { installAfterMs: 2 * MINUTE, bytesPerMinute: 0 },
    now: () => time,
  });

  test('unseen before install, then in the bundle’s country; a placed phone wins', async () => {
    const bought = await provider.order({ orderId: 'ord_location', bundle: 'esim_5GB_7D_JP_V2' });
    if (bought.kind !== 'assigned') throw new Error('the simulator always assigns');
    const { iccid } = bought.esim;
    expect(await provider.location(iccid)).toEqual({
      countryCode: null,
      mobileNetworkCode: null,
      networkName: null,
      networkBrandName: null,
      lastSeenAt: null,
    });
    time += 3 * MINUTE;
    expect(await provider.location(iccid)).toMatchObject({ countryCode: 'JP' });
    const atHome = {
      countryCode: 'FR',
      mobileNetworkCode: 'FRAF1',
      networkName: 'Orange',
      networkBrandName: 'Orange France',
      lastSeenAt: '2030-05-01T10:03:00.000Z',
    };
    await placeSimulatedPhone(iccid, atHome);
    expect(await provider.location(iccid)).toEqual(atHome);
  });

  test('an eSIM it never made is seen nowhere', async () => {
    expect(await provider.location('8988000000000000001')).toMatchObject({
      countryCode: null,
      lastSeenAt: null,
    });
  });
});
