import { describe, expect, test } from 'vitest';
import { unknownAssignment } from '../esim-provider/bundle-assignment-fixture.ts';
import type { BundleAssignment } from '../esim-provider/provider.ts';
import {
  daysLeftOf,
  planValidityDays,
  planValidityOf,
  type RecordedBundleTimes,
} from './days-left.ts';

const NOW = Date.parse('2026-06-10T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ORDER_REFERENCE = '3a6e2e40-c674-45e9-b289-b35027bf72a9';
const iso = (ms: number) => new Date(ms).toISOString();

/** The running bundle as eSIM Go's bundle list gives it: no start or end time. */
function running(overrides: Partial<BundleAssignment> = {}): BundleAssignment {
  return unknownAssignment({
    bundle: 'esim_5GB_7D_JP_V2',
    assignmentId: '215009266',
    providerReference: ORDER_REFERENCE,
    state: 'active',
    ...overrides,
  });
}

/** A FirstUse callback's record: started 2 days and 1 hour ago, for 7 days. */
function recorded(overrides: Partial<RecordedBundleTimes> = {}): RecordedBundleTimes {
  return {
    assignment: '215009266',
    name: 'esim_5GB_7D_JP_V2',
    startTime: iso(NOW - 2 * DAY - HOUR),
    endTime: iso(NOW + 5 * DAY - HOUR),
    ...overrides,
  };
}

const SEVEN_DAY_PLAN = { bundle: 'esim_5GB_7D_JP_V2', providerReference: ORDER_REFERENCE, days: 7 };

describe('the validity of a plan, from its duration as the catalogue writes it', () => {
  test.each([
    ['7 Days', 7],
    ['1 Day', 1],
    ['30 days', 30],
    ['14D', 14],
    [' 2 weeks ', 14],
    ['1 Week', 7],
    ['1 month', 30],
    ['3 Months', 90],
  ])("'%s' is %i days", (duration, days) => {
    expect(planValidityDays(duration)).toBe(days);
  });

  test.each([
    '',
    'Unlimited',
    'seven days',
    '7',
    '0 Days',
    '7 Days + 1 Week',
    '7 hours',
    '1.5 Days',
    '9999 Days',
  ])("'%s' is unknown, never a guess", (duration) => {
    expect(planValidityDays(duration)).toBeNull();
  });

  test("an order's plan: its eSIM Go bundle (the plan id without one), provider order and validity", () => {
    const plan = { id: 'jp-5gb-7d', duration: '7 Days', bundle: 'esim_5GB_7D_JP_V2' };
    expect(planValidityOf({ plan, providerReference: ORDER_REFERENCE })).toEqual(SEVEN_DAY_PLAN);
    expect(
      planValidityOf({
        plan: { id: 'jp-5gb-7d', duration: 'a week or so' },
        providerReference: null,
      }),
    ).toEqual({
      bundle: 'jp-5gb-7d',
      providerReference: null,
      days: null,
    });
  });
});

describe('days left of the running bundle, from what eSIM Go promises', () => {
  test("the assignment's own end time comes first", () => {
    const sources = { recorded: recorded({ endTime: iso(NOW + 9 * DAY) }), plan: SEVEN_DAY_PLAN };
    expect(daysLeftOf(running({ endTime: iso(NOW + 3 * DAY - HOUR) }), NOW, sources)).toBe(3);
  });

  test("else the recorded callback's end time for the same assignment (by its id)", () => {
    expect(daysLeftOf(running(), NOW, { recorded: recorded(), plan: null })).toBe(5);
  });

  test("else the callback's start plus the plan's validity", () => {
    expect(
      daysLeftOf(running(), NOW, { recorded: recorded({ endTime: null }), plan: SEVEN_DAY_PLAN }),
    ).toBe(5);
    expect(
      daysLeftOf(running(), NOW, {
        recorded: recorded({ endTime: null }),
        plan: { ...SEVEN_DAY_PLAN, days: 14 },
      }),
    ).toBe(12);
  });

  test("or the assignment's own start plus the plan's validity, when eSIM Go sends a start", () => {
    expect(
      daysLeftOf(running({ startTime: iso(NOW - DAY) }), NOW, {
        recorded: null,
        plan: SEVEN_DAY_PLAN,
      }),
    ).toBe(6);
  });

  test("the callback is matched by the assignment's reference too: eSIM Go's is the order reference plus '-<item index>'", () => {
    const byReference = recorded({ assignment: `${ORDER_REFERENCE}-0` });
    expect(
      daysLeftOf(running({ assignmentId: null }), NOW, { recorded: byReference, plan: null }),
    ).toBe(5);
    const plainReference = recorded({ assignment: 'ref-plain' });
    expect(
      daysLeftOf(running({ assignmentId: null, providerReference: 'ref-plain' }), NOW, {
        recorded: plainReference,
        plan: null,
      }),
    ).toBe(5);
  });

  test('a callback about another assignment (an earlier bundle, another order) says nothing of this one', () => {
    for (const assignment of [
      '215009265',
      `${ORDER_REFERENCE}-x`,
      `${ORDER_REFERENCE.slice(0, -1)}0-0`,
      'esim_5GB_7D_JP_V2@2026-06-08T11:00:00.000Z',
    ]) {
      expect(
        daysLeftOf(running(), NOW, { recorded: recorded({ assignment }), plan: SEVEN_DAY_PLAN }),
        assignment,
      ).toBeNull();
    }
    // An assignment with neither id nor reference cannot be matched.
    expect(
      daysLeftOf(running({ assignmentId: null, providerReference: '' }), NOW, {
        recorded: recorded({ assignment: '' }),
        plan: SEVEN_DAY_PLAN,
      }),
    ).toBeNull();
  });

  test("the plan's validity counts only for the plan's own bundle: a top-up of another bundle is unknown", () => {
    const topUp = running({
      bundle: 'esim_1GB_30D_JP_V2',
      assignmentId: '300',
      providerReference: 'ref-top-up',
    });
    const startedTopUp = recorded({ assignment: '300', name: 'esim_1GB_30D_JP_V2', endTime: null });
    expect(daysLeftOf(topUp, NOW, { recorded: startedTopUp, plan: SEVEN_DAY_PLAN })).toBeNull();
    // The same bundle bought again as a top-up lasts as long.
    const sameBundle = recorded({ assignment: '300', endTime: null });
    expect(
      daysLeftOf(
        running({ bundle: null, assignmentId: '300', providerReference: 'ref-top-up' }),
        NOW,
        { recorded: sameBundle, plan: SEVEN_DAY_PLAN },
      ),
    ).toBe(5);
  });

  test('nothing known: null, never a guess', () => {
    expect(daysLeftOf(running(), NOW, { recorded: null, plan: SEVEN_DAY_PLAN })).toBeNull();
    expect(
      daysLeftOf(running(), NOW, {
        recorded: recorded({ endTime: null }),
        plan: { ...SEVEN_DAY_PLAN, days: null },
      }),
    ).toBeNull();
    expect(
      daysLeftOf(running(), NOW, {
        recorded: recorded({ startTime: null, endTime: null }),
        plan: SEVEN_DAY_PLAN,
      }),
    ).toBeNull();
  });

  test('rounded up, never below 0', () => {
    expect(
      daysLeftOf(running({ endTime: iso(NOW + HOUR) }), NOW, { recorded: null, plan: null }),
    ).toBe(1);
    expect(
      daysLeftOf(running(), NOW, { recorded: recorded({ endTime: iso(NOW - HOUR) }), plan: null }),
    ).toBe(0);
  });
});
