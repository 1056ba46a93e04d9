import { describe, expect, test } from 'vitest';
import { useLocalBlobs } from '../../../../tests/support/use-local-blobs.ts';
import { lpaString, ProviderError } from '../../esim-provider/provider.ts';
import { createSimulatedProvider } from './simulated.server.ts';
import { isLuhnValid, luhnCheckDigit } from '../../../lib/luhn.ts';

const instant = { latencyMs: 0, failureRate: 0 };

describe('Luhn', () => {
  test('computes the check digit of a known number', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(isLuhnValid('79927398713')).toBe(true);
  });

  test('rejects a number with a wrong check digit or non-digits', () => {
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(isLuhnValid('7992739871a')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });
});

describe('simulated provider', () => {
  // It keeps the bundles it puts on each eSIM, in the real local Blobs server.
  useLocalBlobs();

  test('gives one order the same eSIM every time, and another order a different one', async () => {
    const provider = createSimulatedProvider(instant);
    const first = await provider.order({ orderId: 'ord_a', bundle: 'esim_1GB_7D_US_V2' });
    const again = await createSimulatedProvider(instant).order({
      orderId: 'ord_a',
      bundle: 'esim_1GB_7D_US_V2',
    });
    const other = await provider.order({ orderId: 'ord_b', bundle: 'esim_1GB_7D_US_V2' });

    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    expect(
      first.kind === 'assigned' &&
        other.kind === 'assigned' &&
        first.esim.iccid !== other.esim.iccid,
    ).toBe(true);
  });

  test('issues a 19-digit Luhn-valid ICCID in the 8988 range, a reference and a matching id', async () => {
    for (const orderId of ['ord_a', 'ord_b', 'ord_c', 'pi_3Q0x']) {
      const result = await createSimulatedProvider(instant).order({ orderId, bundle: 'b' });
      if (result.kind !== 'assigned') throw new Error('expected an assigned eSIM');
      expect(result.providerReference).toMatch(/^sim-[0-9a-f]{12}$/);
      expect(result.esim.iccid).toMatch(/^8988\d{15}$/);
      expect(isLuhnValid(result.esim.iccid)).toBe(true);
      expect(result.esim.smdpAddress).toBe('smdp.simulated.roamly.example');
      expect(result.esim.matchingId).toMatch(/^K2-[0-9A-F]{6}-[0-9A-F]{6}$/);
    }
  });

  test('looks up the same eSIM by reference, even from a fresh instance', async () => {
    const ordered = await createSimulatedProvider(instant).order({
      orderId: 'ord_lookup',
      bundle: 'b',
    });
    expect(await createSimulatedProvider(instant).lookup(ordered.providerReference)).toEqual(
      ordered,
    );
  });

  test('knows no reference it could not have produced', async () => {
    expect(await createSimulatedProvider(instant).lookup('ref-from-elsewhere')).toBeNull();
  });

  test('never fails at failure rate 0, always (retryably) at 1', async () => {
    const never = createSimulatedProvider({ latencyMs: 0, failureRate: 0, random: () => 0 });
    await expect(never.order({ orderId: 'ord_f0', bundle: 'b' })).resolves.toMatchObject({
      kind: 'assigned',
    });

    const always = createSimulatedProvider({
      latencyMs: 0,
      failureRate: 1,
      random: () => 0.999999,
    });
    const error = await always
      .order({ orderId: 'ord_f1', bundle: 'b' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({
      message: 'Simulated provider failure',
      retryable: true,
      outcomeUnknown: false,
    });
  });

  test('fails when the drawn number falls under the rate', async () => {
    const draws = [0.2, 0.8];
    const provider = createSimulatedProvider({
      latencyMs: 0,
      failureRate: 0.5,
      random: () => draws.shift()!,
    });
    await expect(provider.order({ orderId: 'ord_h', bundle: 'b' })).rejects.toBeInstanceOf(
      ProviderError,
    );
    await expect(provider.order({ orderId: 'ord_h', bundle: 'b' })).resolves.toMatchObject({
      kind: 'assigned',
    });
  });

  test('takes at least the configured latency', async () => {
    const started = performance.now();
    await createSimulatedProvider({ latencyMs: 60, failureRate: 0 }).order({
      orderId: 'ord_slow',
      bundle: 'b',
    });
    // Timers may fire a hair early against performance.now(); allow 5 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  test('refuses a failure rate outside 0..1', () => {
    expect(() => createSimulatedProvider({ latencyMs: 0, failureRate: 1.5 })).toThrow(
      /between 0 and 1/,
    );
  });

  test('refunds exactly the assignment it is given, as eSIM Go does: another unused one of the same bundle stays; the credit is pending', async () => {
    const clock = { now: Date.now() };
    const provider = createSimulatedProvider({
      ...instant,
      usage: { installAfterMs: 60 * 60_000, bytesPerMinute: 0 },
      now: () => clock.now,
    });
    const bought = await provider.order({ orderId: 'ord_refund_one', bundle: 'esim_1GB_7D_US_V2' });
    if (bought.kind !== 'assigned') throw new Error('expected an assigned eSIM');
    const { iccid } = bought.esim;
    clock.now += 1;
    await provider.topUp({ orderId: 'ord_refund_one_more', iccid, bundle: 'esim_1GB_7D_US_V2' });
    const [first, later] = (await provider.usage(iccid))!.bundles;
    const refund = { iccid, bundle: 'esim_1GB_7D_US_V2', assignmentId: later!.assignmentId };

    expect(await provider.refundBundle({ ...refund, dryRun: true })).toEqual({
      ok: true,
      balanceCredit: 'pending',
    });
    expect(await provider.refundBundle({ ...refund, dryRun: false })).toEqual({
      ok: true,
      balanceCredit: 'pending',
    });
    expect(
      (await provider.usage(iccid))!.bundles.map(({ assignmentId, state }) => ({
        assignmentId,
        state,
      })),
    ).toEqual([
      { assignmentId: first!.assignmentId, state: 'queued' },
      { assignmentId: later!.assignmentId, state: 'revoked' },
    ]);
    expect(await provider.refundBundle({ ...refund, dryRun: false })).toMatchObject({ ok: false });
  });

  test('its eSIM makes an LPA activation string', async () => {
    const result = await createSimulatedProvider(instant).order({
      orderId: 'ord_lpa',
      bundle: 'b',
    });
    if (result.kind !== 'assigned') throw new Error('expected an assigned eSIM');
    expect(lpaString(result.esim)).toBe(
      `LPA:1$smdp.simulated.roamly.example$${result.esim.matchingId}`,
    );
  });
});
