import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEsimGoStandIn, type EsimGoStandIn } from '../../../../tests/support/faults-esimgo.ts';
import { ProviderError, type EsimProvider } from '../../esim-provider/provider.ts';
import { createEsimGoProvider } from './esimgo.server.ts';

/**
 * The shared eSIM Go stand-in (tests/support/faults-esimgo.ts) answers the after-purchase calls the
 * way this adapter reads them.
 */
let standIn: EsimGoStandIn;
let provider: EsimProvider;

beforeAll(async () => {
  standIn = await startEsimGoStandIn();
  provider = createEsimGoProvider({
    apiKey: 'faults-test-key',
    baseUrl: standIn.baseUrl,
    timeoutMs: 2000,
  });
});

afterAll(() => standIn.stop());

describe('the eSIM Go stand-in after a purchase', () => {
  test('keeps each eSIM’s bundles through usage, top-up, lookup and refund', async () => {
    const bought = await provider.order({ orderId: 'ord_s1', bundle: 'esim_5GB_7D_US_V2' });
    if (bought.kind !== 'assigned') throw new Error('expected an assigned eSIM');
    const { iccid } = bought.esim;

    expect(await provider.usage(iccid)).toMatchObject({
      profileState: 'released',
      firstInstalledAt: null,
      bundles: [{ bundle: 'esim_5GB_7D_US_V2', state: 'queued' }],
    });
    expect(await provider.isCompatible(iccid, 'esim_1GB_7D_US_V2')).toBe(true);

    const { providerReference } = await provider.topUp({
      orderId: 'ord_s2',
      iccid,
      bundle: 'esim_1GB_7D_US_V2',
    });
    expect(standIn.orderBodies().at(-1)).toMatchObject({
      order: [{ iccids: [iccid], allowReassign: false }],
    });
    expect(await provider.lookupTopUp(providerReference, iccid)).toBe(true);
    expect(await provider.lookupTopUp(providerReference, '8944000000000999999')).toBe(false);
    await expect(provider.lookupTopUp('ref-never', iccid)).rejects.toMatchObject({
      retryable: false,
      outcomeUnknown: false,
    });

    const topUp = { iccid, bundle: 'esim_1GB_7D_US_V2', assignmentId: null };
    expect(await provider.refundBundle({ ...topUp, dryRun: true })).toEqual({
      ok: true,
      balanceCredit: 'pending',
    });
    expect(standIn.refunds()).toBe(0);
    expect(await provider.refundBundle({ ...topUp, dryRun: false })).toEqual({
      ok: true,
      balanceCredit: 'pending',
    });
    expect(await provider.refundBundle({ ...topUp, dryRun: false })).toEqual({
      ok: false,
      reason: 'No unused bundle of that name on the eSIM',
    });
    expect(standIn.refunds()).toBe(1);

    const usage = await provider.usage(iccid);
    expect(
      usage?.bundles.map(({ bundle, state, providerReference: reference }) => ({
        bundle,
        state,
        reference,
      })),
    ).toEqual([
      { bundle: 'esim_5GB_7D_US_V2', state: 'queued', reference: bought.providerReference },
      { bundle: 'esim_1GB_7D_US_V2', state: 'revoked', reference: providerReference },
    ]);
    expect(standIn.bundlesOn(iccid)).toHaveLength(2);
  });

  test('two unused assignments of one bundle: the refund by assignment id takes exactly that one, the other stays', async () => {
    const bought = await provider.order({ orderId: 'ord_s4', bundle: 'esim_5GB_7D_US_V2' });
    if (bought.kind !== 'assigned') throw new Error('expected an assigned eSIM');
    const { iccid } = bought.esim;
    await provider.topUp({ orderId: 'ord_s5', iccid, bundle: 'esim_5GB_7D_US_V2' });
    const [, later] = (await provider.usage(iccid))!.bundles;
    const refunds = standIn.refunds();

    const refund = { iccid, bundle: 'esim_5GB_7D_US_V2', assignmentId: later!.assignmentId };
    expect(await provider.refundBundle({ ...refund, dryRun: true })).toEqual({
      ok: true,
      balanceCredit: 'pending',
    });
    expect(await provider.refundBundle({ ...refund, dryRun: false })).toEqual({
      ok: true,
      balanceCredit: 'pending',
    });
    expect(standIn.deletes().slice(-2)).toEqual([
      `/esims/${iccid}/bundles/esim_5GB_7D_US_V2/assignments/${later!.assignmentId}?type=validate`,
      `/esims/${iccid}/bundles/esim_5GB_7D_US_V2/assignments/${later!.assignmentId}?type=transaction`,
    ]);
    expect(standIn.refunds()).toBe(refunds + 1);
    expect(standIn.bundlesOn(iccid).map(({ state }) => state)).toEqual(['queued', 'revoked']);
    // Revoked once: asked again, it is the documented refusal (403), and the other assignment is
    // still not touched.
    expect(await provider.refundBundle({ ...refund, dryRun: false })).toEqual({
      ok: false,
      reason: 'No unused bundle with that assignment on the eSIM',
    });
    expect(standIn.bundlesOn(iccid).map(({ state }) => state)).toEqual(['queued', 'revoked']);
  });

  test('refuses a top-up onto an eSIM it never gave, charging nothing', async () => {
    const error = await provider
      .topUp({ orderId: 'ord_s3', iccid: '8944000000000999999', bundle: 'esim_1GB_7D_US_V2' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ retryable: false, outcomeUnknown: false });
    await expect(provider.usage('8944000000000999999')).rejects.toMatchObject({ retryable: false });
  });
});
