/**
 * The low-balance alert: the owners (ADMIN_EMAILS) are mailed once per fall of the provider
 * balance below PROVIDER_BALANCE_ALERT, through the mail queue into the real local outbox; two
 * readings at once still mail once (forced interleavings), and a recovery arms the next fall.
 */
import { describe, expect, test } from 'vitest';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { noteProviderBalance } from '../../src/features/provisioning/balance-alerts.server.ts';
import { readProviderBalance } from '../../src/features/provisioning/provider-balance.server.ts';
import { simulatedBundleCostMinor } from '../../src/features/provisioning/providers/simulated-balance.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { forEachInterleaving } from '../support/faults-blobs.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNERS = ['alert-owner@roamly.example', 'alert-partner@roamly.example'];
useLocalBlobs({ env: { ADMIN_EMAILS: OWNERS.join(','), PROVIDER_BALANCE_ALERT: '100' } });

const THRESHOLD = 10_000; // USD 100 in cents
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const alertMails = async () => listOutbox({ kind: 'provider-balance-low' });
/**
 * When the tests' readings start: each a second after the one before, whatever the real time, and
 * all in the past hour, so the readings through the provider (real time) come after them.
 */
let clock = Date.now() - 3_600_000;
/** A reading of `amountMinor` that started after every reading before it. */
const reading = (amountMinor: number) => {
  clock += 1000;
  return { balance: usd(amountMinor), thresholdMinor: THRESHOLD, readStartedAt: clock };
};
/** Whatever an earlier test left, the balance is back above the level: the next fall is new. */
const recovered = () => noteProviderBalance(reading(THRESHOLD + 1));

describe('the low-balance alert', () => {
  test('mails each owner once per fall: readings that stay below mail nothing more', async () => {
    await recovered();
    const before = (await alertMails()).length;
    expect(await noteProviderBalance(reading(4_250))).toBe('mailed');
    expect(await noteProviderBalance(reading(4_000))).toBe('already-mailed');
    expect(await noteProviderBalance(reading(3_000))).toBe('already-mailed');

    const mails = (await alertMails()).slice(0, (await alertMails()).length - before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([...OWNERS].sort());
    expect(mails[0]).toMatchObject({ subject: 'Top up the eSIM provider: $42.50 left' });
    expect(mails[0]!.text).toContain('below the alert level of $100.00');
  });

  test('a recovery above the level arms the alert again: the next fall mails again', async () => {
    await recovered();
    const before = (await alertMails()).length;
    expect(await noteProviderBalance(reading(9_000))).toBe('mailed');
    expect(await noteProviderBalance(reading(THRESHOLD))).toBe('recovered');
    expect(await noteProviderBalance(reading(THRESHOLD + 500))).toBe('above');
    expect(await noteProviderBalance(reading(8_000))).toBe('mailed');
    expect(await noteProviderBalance(reading(7_000))).toBe('already-mailed');
    expect((await alertMails()).length - before).toBe(2 * OWNERS.length);
  });

  test('a reading above the level that started before the fall was seen does not close it', async () => {
    await recovered();
    const before = (await alertMails()).length;
    const staleStart = clock + 1;
    expect(await noteProviderBalance(reading(5_000))).toBe('mailed');
    expect(
      await noteProviderBalance({ ...reading(THRESHOLD + 1), readStartedAt: staleStart }),
    ).toBe('above');
    expect(await noteProviderBalance(reading(5_000))).toBe('already-mailed');
    expect((await alertMails()).length - before).toBe(OWNERS.length);
  });

  test('two readings below the level at once mail each owner once, however they interleave', async () => {
    let before = 0;
    const tries = await forEachInterleaving({
      setup: async () => {
        await recovered();
        before = (await alertMails()).length;
        return {};
      },
      matches: (_, key) => key.startsWith('balance-alert/'),
      holdAfterReads: true,
      runA: () => noteProviderBalance(reading(2_000)),
      runB: () => noteProviderBalance(reading(2_000)),
      check: async ({ a, b }) => {
        expect([a, b]).toContain('mailed');
        const mails = await alertMails();
        expect(mails.length - before).toBe(OWNERS.length);
        // Once more after both: still the same fall.
        expect(await noteProviderBalance(reading(1_000))).toBe('already-mailed');
      },
    });
    expect(tries).toBeGreaterThanOrEqual(3);
  });

  test('with the simulated provider: a purchase that takes the balance below the level mails, its refund arms the alert, the next purchase mails again', async () => {
    const simulated = createSimulatedProvider({ latencyMs: 0, failureRate: 0 });
    const bundle = 'esim_20GB_30D_JP_V2';
    const start = (await simulated.balance()).amountMinor;
    // The level sits just under today's balance: one sale crosses it.
    const level = (start - simulatedBundleCostMinor(bundle) / 2) / 100;
    process.env.PROVIDER_BALANCE_ALERT = String(level);
    const provider = () => simulated as EsimProvider;
    const read = async () => {
      const answer = await readProviderBalance(provider);
      if (!answer.ok) throw new Error(answer.reason);
      return answer.low;
    };
    try {
      expect(await read()).toBe(false);
      const before = (await alertMails()).length;
      const bought = await simulated.order({ orderId: 'alert-sale-1', bundle });
      if (bought.kind !== 'assigned') throw new Error('the simulator always assigns');
      expect(await read()).toBe(true);
      expect(await read()).toBe(true);
      expect((await alertMails()).length - before).toBe(OWNERS.length);

      const refund = { iccid: bought.esim.iccid, bundle, assignmentId: null, dryRun: false };
      expect(await simulated.refundBundle(refund)).toMatchObject({ ok: true });
      expect(await read()).toBe(false);
      await simulated.order({ orderId: 'alert-sale-2', bundle });
      expect(await read()).toBe(true);
      expect((await alertMails()).length - before).toBe(2 * OWNERS.length);
    } finally {
      process.env.PROVIDER_BALANCE_ALERT = '100';
    }
  });
});
