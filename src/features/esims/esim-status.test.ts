import { describe, expect, test } from 'vitest';
import {
  bundleStates,
  profileStates,
  type BundleAssignment,
  type BundleState,
  type EsimUsage,
  type ProfileState,
} from '../esim-provider/provider.ts';
import {
  dataLeftText,
  esimStatusView,
  formatBytes,
  type CustomerEsimStatus,
} from './esim-status.ts';

const NOW = Date.parse('2026-06-10T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const GB = 1_000_000_000;

function bundle(state: BundleState, overrides: Partial<BundleAssignment> = {}): BundleAssignment {
  const started =
    state === 'active' || state === 'depleted' || state === 'expired' || state === 'lapsed';
  return {
    bundle: 'esim_5GB_7D_JP_V2',
    assignmentId: `a-${state}`,
    providerReference: `ref-${state}`,
    state,
    initialBytes: 5 * GB,
    remainingBytes: state === 'depleted' ? 0 : state === 'active' ? 3.2 * GB : 5 * GB,
    unlimited: false,
    assignedAt: new Date(NOW - 72 * HOUR).toISOString(),
    startTime: started ? new Date(NOW - 48 * HOUR).toISOString() : null,
    endTime: started
      ? new Date(NOW + (state === 'active' ? 5 * 24 * HOUR - HOUR : -HOUR)).toISOString()
      : null,
    ...overrides,
  };
}

const usage = (
  profileState: ProfileState,
  bundles: BundleAssignment[],
  firstInstalledAt: string | null = null,
): EsimUsage => ({
  iccid: '8988000000000000001',
  profileState,
  firstInstalledAt,
  bundles,
});

/** The status of one bundle on a profile in each state, by the rule of each pair. */
function expectedFor(profile: ProfileState, state: BundleState): CustomerEsimStatus {
  if (state === 'active') return 'Active';
  if (state === 'queued' || state === 'processing')
    return profile === 'released' || profile === 'unknown' ? 'Not installed yet' : 'Installed';
  if (state === 'depleted') return 'Used up';
  if (state === 'unknown') return 'Status unknown';
  return 'Expired'; // expired, lapsed, and revoked (nothing left on the eSIM)
}

describe('one bundle on a profile: every profile state × every bundle state', () => {
  for (const profile of profileStates) {
    for (const state of bundleStates) {
      test(`${profile} profile, ${state} bundle → ${expectedFor(profile, state)}`, () => {
        expect(esimStatusView(usage(profile, [bundle(state)]), NOW).status).toBe(
          expectedFor(profile, state),
        );
      });
    }
  }

  test("a bundle in a state eSIM Go has not told us of is 'Status unknown', never Expired", () => {
    const unknown = bundle('queued', { state: 'unknown' as BundleState });
    expect(esimStatusView(usage('enabled', [bundle('depleted'), unknown]), NOW)).toEqual({
      status: 'Status unknown',
      dataLeft: '5 GB of 5 GB left',
      daysLeft: null,
      queued: [],
    });
    expect(esimStatusView(usage('enabled', [bundle('active'), unknown]), NOW)).toMatchObject({
      status: 'Active',
      queued: [],
    });
  });

  test('an unknown profile state with an install date is Installed', () => {
    expect(
      esimStatusView(usage('unknown', [bundle('queued')], new Date(NOW - HOUR).toISOString()), NOW)
        .status,
    ).toBe('Installed');
  });
});

describe('several bundles', () => {
  test('released with a queued bundle: Not installed yet, with the whole bundle left and no days counted yet', () => {
    expect(esimStatusView(usage('released', [bundle('queued')]), NOW)).toEqual({
      status: 'Not installed yet',
      dataLeft: '5 GB of 5 GB left',
      daysLeft: null,
      queued: [],
    });
  });

  test('installed or enabled with a queued or processing bundle: Installed', () => {
    for (const profile of ['installed', 'enabled'] as const) {
      for (const state of ['queued', 'processing'] as const) {
        expect(
          esimStatusView(usage(profile, [bundle(state)]), NOW).status,
          `${profile}/${state}`,
        ).toBe('Installed');
      }
    }
  });

  test('active: data and days left of the running bundle, and the bundles queued after it', () => {
    const topUp = bundle('queued', {
      bundle: 'esim_10GB_30D_JP_V2',
      initialBytes: 10 * GB,
      remainingBytes: 10 * GB,
    });
    const processing = bundle('processing', {
      bundle: 'esim_1GB_7D_JP_V2',
      initialBytes: GB,
      remainingBytes: GB,
    });
    expect(esimStatusView(usage('enabled', [bundle('active'), topUp, processing]), NOW)).toEqual({
      status: 'Active',
      dataLeft: '3.2 GB of 5 GB left',
      daysLeft: 5,
      queued: [
        { bundle: 'esim_10GB_30D_JP_V2', data: '10 GB' },
        { bundle: 'esim_1GB_7D_JP_V2', data: '1 GB' },
      ],
    });
  });

  test('a used-up bundle followed by a queued one: Installed, showing the next bundle, nothing queued behind it', () => {
    const next = bundle('queued', {
      bundle: 'esim_10GB_30D_JP_V2',
      initialBytes: 10 * GB,
      remainingBytes: 10 * GB,
    });
    expect(esimStatusView(usage('enabled', [bundle('depleted'), next]), NOW)).toEqual({
      status: 'Installed',
      dataLeft: '10 GB of 10 GB left',
      daysLeft: null,
      queued: [],
    });
  });

  test('a used-up bundle followed by the next one running: Active on the running one', () => {
    const running = bundle('active', {
      bundle: 'esim_10GB_30D_JP_V2',
      initialBytes: 10 * GB,
      remainingBytes: 9.95 * GB,
    });
    expect(esimStatusView(usage('enabled', [bundle('depleted'), running]), NOW)).toMatchObject({
      status: 'Active',
      dataLeft: '9.9 GB of 10 GB left',
    });
  });

  test('used up with nothing queued: Used up, 0 left', () => {
    expect(esimStatusView(usage('enabled', [bundle('expired'), bundle('depleted')]), NOW)).toEqual({
      status: 'Used up',
      dataLeft: '0 MB of 5 GB left',
      daysLeft: 0,
      queued: [],
    });
  });

  test('expired or lapsed newest bundle: Expired', () => {
    expect(
      esimStatusView(usage('enabled', [bundle('depleted'), bundle('expired')]), NOW).status,
    ).toBe('Expired');
    expect(esimStatusView(usage('installed', [bundle('lapsed')]), NOW).status).toBe('Expired');
  });

  test('revoked bundles are ignored: a refunded top-up changes nothing, a queued one still counts', () => {
    const refunded = bundle('revoked', { bundle: 'esim_20GB_30D_JP_V2' });
    expect(esimStatusView(usage('enabled', [bundle('active'), refunded]), NOW)).toMatchObject({
      status: 'Active',
      queued: [],
    });
    expect(esimStatusView(usage('released', [refunded, bundle('queued')]), NOW)).toMatchObject({
      status: 'Not installed yet',
      queued: [],
    });
    expect(esimStatusView(usage('enabled', [bundle('depleted'), refunded]), NOW).status).toBe(
      'Used up',
    );
  });

  test('no bundle at all (every one refunded): Expired, with no data to show', () => {
    expect(esimStatusView(usage('released', []), NOW)).toEqual({
      status: 'Expired',
      dataLeft: null,
      daysLeft: null,
      queued: [],
    });
  });

  test('unlimited bundles read "Unlimited data", running or queued', () => {
    const unlimited = bundle('active', { unlimited: true, initialBytes: 0, remainingBytes: 0 });
    const queuedUnlimited = bundle('queued', {
      unlimited: true,
      initialBytes: 0,
      remainingBytes: 0,
    });
    expect(esimStatusView(usage('enabled', [unlimited, queuedUnlimited]), NOW)).toMatchObject({
      dataLeft: 'Unlimited data',
      queued: [{ bundle: 'esim_5GB_7D_JP_V2', data: 'Unlimited data' }],
    });
  });

  test('days left round up, and never go below 0', () => {
    const endingIn = (ms: number) =>
      bundle('active', { endTime: new Date(NOW + ms).toISOString() });
    expect(esimStatusView(usage('enabled', [endingIn(HOUR)]), NOW).daysLeft).toBe(1);
    expect(esimStatusView(usage('enabled', [endingIn(24 * HOUR)]), NOW).daysLeft).toBe(1);
    expect(esimStatusView(usage('enabled', [endingIn(24 * HOUR + 1)]), NOW).daysLeft).toBe(2);
    expect(esimStatusView(usage('enabled', [endingIn(-HOUR)]), NOW).daysLeft).toBe(0);
    expect(
      esimStatusView(usage('enabled', [bundle('active', { endTime: null })]), NOW).daysLeft,
    ).toBeNull();
  });
});

describe('data left', () => {
  test('decimal GB with one decimal, rounded down so it never shows more than is left', () => {
    expect(
      dataLeftText({ initialBytes: 5 * GB, remainingBytes: 3_200_000_000, unlimited: false }),
    ).toBe('3.2 GB of 5 GB left');
    expect(
      dataLeftText({ initialBytes: 5 * GB, remainingBytes: 3_299_999_999, unlimited: false }),
    ).toBe('3.2 GB of 5 GB left');
    expect(
      dataLeftText({ initialBytes: 5 * GB, remainingBytes: 4_999_999_999, unlimited: false }),
    ).toBe('4.9 GB of 5 GB left');
    expect(formatBytes(1 * GB)).toBe('1 GB');
    expect(formatBytes(20 * GB)).toBe('20 GB');
  });

  test('MB under 1 GB, and nothing below 0', () => {
    expect(formatBytes(999_999_999)).toBe('999 MB');
    expect(formatBytes(512_400_000)).toBe('512 MB');
    expect(formatBytes(0)).toBe('0 MB');
    expect(formatBytes(-5)).toBe('0 MB');
    expect(
      dataLeftText({ initialBytes: 500_000_000, remainingBytes: 120_000_000, unlimited: false }),
    ).toBe('120 MB of 500 MB left');
  });

  test('with what the bundle held unknown, only what is left; with what is left unknown, nothing rather than a wrong number', () => {
    expect(
      dataLeftText({ initialBytes: null, remainingBytes: 3_200_000_000, unlimited: false }),
    ).toBe('3.2 GB left');
    expect(
      dataLeftText({ initialBytes: 5 * GB, remainingBytes: null, unlimited: false }),
    ).toBeNull();
    expect(dataLeftText({ initialBytes: null, remainingBytes: null, unlimited: false })).toBeNull();
    expect(dataLeftText({ initialBytes: null, remainingBytes: null, unlimited: true })).toBe(
      'Unlimited data',
    );
  });

  test('a running bundle whose quantities eSIM Go did not send is Active with no data shown; a queued one of unknown size still counts', () => {
    const running = bundle('active', { initialBytes: null, remainingBytes: null });
    const unnamed = bundle('queued', { bundle: null, initialBytes: null, remainingBytes: null });
    expect(esimStatusView(usage('enabled', [running, unnamed]), NOW)).toEqual({
      status: 'Active',
      dataLeft: null,
      daysLeft: 5,
      queued: [{ bundle: null, data: 'Another plan (size unknown)' }],
    });
    expect(esimStatusView(usage('released', [unnamed]), NOW)).toMatchObject({
      status: 'Not installed yet',
      dataLeft: null,
    });
  });
});
