import { describe, expect, test } from 'vitest';
import { useLocalBlobs } from '../../../../tests/support/use-local-blobs.ts';
import { simulatedBundleCostMinor, SIMULATED_STARTING_BALANCE_MINOR } from './simulated-balance.ts';
import { createSimulatedProvider } from './simulated.server.ts';

/** The simulated provider's prepaid balance, kept with its eSIMs in the real local Blobs server. */
useLocalBlobs();
const instant = { latencyMs: 0, failureRate: 0 };

describe('simulated provider balance', () => {
  test('starts at USD 500 and prices a bundle by its data and days', async () => {
    expect(await createSimulatedProvider(instant).balance()).toEqual({
      amountMinor: SIMULATED_STARTING_BALANCE_MINOR,
      currency: 'USD',
    });
    expect(SIMULATED_STARTING_BALANCE_MINOR).toBe(50_000);
    expect(simulatedBundleCostMinor('esim_3GB_7D_AL_V2')).toBe(265);
    expect(simulatedBundleCostMinor('esim_20GB_30D_JP_V2')).toBe(1400);
  });

  test('goes down by the cost of each eSIM and top-up it sells, once per order, and up when it refunds', async () => {
    const provider = createSimulatedProvider(instant);
    const before = (await provider.balance()).amountMinor;
    const bought = await provider.order({ orderId: 'bal_1', bundle: 'esim_5GB_7D_JP_V2' });
    if (bought.kind !== 'assigned') throw new Error('the simulator always assigns');
    const esimCost = simulatedBundleCostMinor('esim_5GB_7D_JP_V2');
    expect((await provider.balance()).amountMinor).toBe(before - esimCost);

    // The same order again is the same eSIM: charged once.
    await provider.order({ orderId: 'bal_1', bundle: 'esim_5GB_7D_JP_V2' });
    expect((await provider.balance()).amountMinor).toBe(before - esimCost);

    const topUpBundle = 'esim_3GB_7D_JP_V2';
    await provider.topUp({ orderId: 'bal_2', iccid: bought.esim.iccid, bundle: topUpBundle });
    const topUpCost = simulatedBundleCostMinor(topUpBundle);
    expect((await provider.balance()).amountMinor).toBe(before - esimCost - topUpCost);

    const refund = { iccid: bought.esim.iccid, bundle: topUpBundle, assignmentId: null };
    await provider.refundBundle({ ...refund, dryRun: true });
    expect((await provider.balance()).amountMinor).toBe(before - esimCost - topUpCost);
    expect(await provider.refundBundle({ ...refund, dryRun: false })).toMatchObject({ ok: true });
    expect((await provider.balance()).amountMinor).toBe(before - esimCost);
  });
});
