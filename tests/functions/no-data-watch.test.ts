/**
 * Which eSIMs the no-data check watches: a delivered eSIM from its delivery, and one eSIM Go
 * reports attached to a network for the first time when it is not watched (e.g. delivered before
 * the watch began, or no longer watched); nothing for an ICCID the shop did not sell.
 */
import { describe, expect, test } from 'vitest';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { providerCallBudget } from '../../src/features/esims/provider-call-budget.ts';
import { checkArrivals } from '../../src/features/esims/rescue/rescue-check.server.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { boughtEsim, postCallback } from '../support/esimgo-callbacks.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ env: { ESIMGO_API_KEY: undefined }, mute: ['warn', 'error'] });
const { traveller } = useCustomers({ traveller: 'rescue-watch@example.com' });

const HOUR = 60 * 60_000;
let runs = 0;

/**
 * One run of the check, 6 hours after the last (an eSIM's first look comes 6 hours after delivery);
 * the ICCIDs it asked the provider about.
 */
async function checkedIccids(): Promise<string[]> {
  const asked: string[] = [];
  const now = Date.now() + ++runs * 6 * HOUR + 60_000;
  // The simulated phone lives on the check's clock: installed, in Japan, using data.
  const simulated = createSimulatedProvider({ latencyMs: 0, failureRate: 0, now: () => now });
  const provider: EsimProvider = {
    ...simulated,
    location: (iccid) => {
      asked.push(iccid);
      return simulated.location(iccid);
    },
    usage: (iccid) => {
      asked.push(iccid);
      return simulated.usage(iccid);
    },
  };
  await checkArrivals(
    {
      provider,
      budget: providerCallBudget({ calls: 40, perSecond: 2, sleep: async () => {} }),
      rescueAfterMs: 2 * HOUR,
    },
    { now, cursor: null, limit: 200 },
  );
  return asked;
}

describe('the eSIMs the no-data check watches', () => {
  test('a delivered eSIM is watched; once its data flows it is not, until it attaches again', async () => {
    const esim = await boughtEsim(traveller.userId, `pi_test_watch_${Date.now()}`);
    expect(await checkedIccids()).toContain(esim.iccid);
    // Arrived, then past the delay with data used: the watch ends.
    expect(await checkedIccids()).toContain(esim.iccid);
    expect(await checkedIccids()).not.toContain(esim.iccid);
    expect(await checkedIccids()).not.toContain(esim.iccid);

    expect((await postCallback({ iccid: esim.iccid, alertType: 'FirstAttachment' })).status).toBe(
      200,
    );
    expect(await checkedIccids()).toContain(esim.iccid);
  });

  test('a first attachment of an eSIM the shop did not sell watches nothing', async () => {
    const stranger = '8988000000000000042';
    expect((await postCallback({ iccid: stranger, alertType: 'FirstAttachment' })).status).toBe(
      200,
    );
    expect(await checkedIccids()).not.toContain(stranger);
  });
});
