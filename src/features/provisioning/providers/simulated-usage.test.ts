import { describe, expect, test } from 'vitest';
import { bundleAllowance, simulatedUsage, type SimulatedBundle } from './simulated-usage.ts';

const MINUTE = 60_000;
const settings = { installAfterMs: 2 * MINUTE, bytesPerMinute: 1_000_000_000 };
const bought = 1_700_000_000_000;
const first: SimulatedBundle = {
  bundle: 'esim_3GB_7D_JP_V2',
  providerReference: 'sim-a',
  assignedAt: bought,
};
const topUp: SimulatedBundle = {
  bundle: 'esim_1GB_7D_JP_V2',
  providerReference: 'sim-b',
  assignedAt: bought + MINUTE,
};

describe('simulated usage', () => {
  test('reads what a bundle holds from its eSIM Go name', () => {
    expect(bundleAllowance('esim_5GB_7D_US_V2')).toEqual({ bytes: 5_000_000_000, days: 7 });
    expect(bundleAllowance('esim_500MB_30D_EU_V2')).toEqual({ bytes: 500_000_000, days: 30 });
    expect(bundleAllowance('mystery')).toEqual({ bytes: 1_000_000_000, days: 7 });
  });

  test('is not installed, its bundle queued, until the install delay has passed', () => {
    const usage = simulatedUsage('8988', [first], bought + MINUTE, settings);
    expect(usage).toMatchObject({ profileState: 'released', firstInstalledAt: null });
    expect(usage.bundles).toMatchObject([
      { state: 'queued', remainingBytes: 3_000_000_000, startTime: null },
    ]);
  });

  test('uses data at the set rate once installed, then starts the next bundle when one is used up', () => {
    const installed = bought + 2 * MINUTE;
    expect(
      simulatedUsage('8988', [first, topUp], installed + MINUTE, settings).bundles,
    ).toMatchObject([
      { state: 'active', remainingBytes: 2_000_000_000 },
      { state: 'queued', remainingBytes: 1_000_000_000 },
    ]);
    const later = simulatedUsage('8988', [topUp, first], installed + 3.5 * MINUTE, settings);
    expect(later.profileState).toBe('enabled');
    expect(later.bundles).toMatchObject([
      { bundle: 'esim_3GB_7D_JP_V2', state: 'depleted', remainingBytes: 0 },
      { bundle: 'esim_1GB_7D_JP_V2', state: 'active', remainingBytes: 500_000_000 },
    ]);
  });

  test('expires a bundle at the end of its validity with what was left', () => {
    const slow = { installAfterMs: 0, bytesPerMinute: 100 };
    const usage = simulatedUsage('8988', [first], bought + 8 * 24 * 60 * MINUTE, slow);
    expect(usage.bundles[0]).toMatchObject({ state: 'expired' });
    expect(usage.bundles[0]!.remainingBytes).toBeGreaterThan(2_990_000_000);
  });

  test('shows a bundle revoked before it started as revoked, and uses nothing from it', () => {
    const revoked = { ...first, revokedAt: bought + MINUTE };
    expect(simulatedUsage('8988', [revoked], bought + 10 * MINUTE, settings).bundles).toMatchObject(
      [{ state: 'revoked', remainingBytes: 3_000_000_000 }],
    );
  });
});
