/**
 * Days left of the running bundle: its own end time when sent, else the end a recorded callback
 * gave for the same assignment, else a known start plus the plan's validity; else unknown, never a
 * guess (docs/product.md#days-left). Pure: the caller reads the record and the order.
 */
import type { PlanSnapshot } from '../orders/order.ts';
import type { BundleAssignment } from '../esim-provider/provider.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_VALIDITY_DAYS = 365;

/** What the last usage callback recorded of the eSIM's bundle in use (`usage/<iccid>`). */
export interface RecordedBundleTimes {
  /**
   * The assignment the callback named: its id, else its reference, else the bundle name and start.
   */
  assignment: string;
  /** The bundle's name (eSIM Go's, e.g. `esim_5GB_7D_JP_V2`); null when no callback gave it. */
  name: string | null;
  startTime: string | null;
  endTime: string | null;
}

/**
 * The plan the eSIM was bought with: its eSIM Go bundle, the provider order, its validity in days
 * (null when unreadable).
 */
export interface PlanValidity {
  bundle: string;
  providerReference: string | null;
  days: number | null;
}

/** What else may tell when the running bundle ends. */
export interface EndTimeSources {
  recorded: RecordedBundleTimes | null;
  plan: PlanValidity | null;
}

const DAYS_PER_UNIT: Record<string, number> = {
  d: 1,
  day: 1,
  days: 1,
  w: 7,
  week: 7,
  weeks: 7,
  month: 30,
  months: 30,
};

/**
 * A plan duration as the catalogue writes it ('7 Days', '2 weeks', '1 month': 30 days) in days;
 * null when it says anything else.
 */
export function planValidityDays(duration: string): number | null {
  const match = /^(\d+)\s*([a-z]+)$/i.exec(duration.trim());
  const perUnit = match ? DAYS_PER_UNIT[match[2]!.toLowerCase()] : undefined;
  if (!match || perUnit === undefined) return null;
  const days = Number(match[1]) * perUnit;
  return days >= 1 && days <= MAX_VALIDITY_DAYS ? days : null;
}

/**
 * The plan validity of an order: the bundle it bought (the plan id when the plan names none, as
 * provisioning orders it).
 */
export function planValidityOf(order: {
  plan: Pick<PlanSnapshot, 'id' | 'duration' | 'bundle'>;
  providerReference: string | null;
}): PlanValidity {
  return {
    bundle: order.plan.bundle ?? order.plan.id,
    providerReference: order.providerReference,
    days: planValidityDays(order.plan.duration),
  };
}

/**
 * Whether the callback was about this assignment: its id, or its reference (eSIM Go's is the order
 * reference plus `-<item index>`).
 */
function isSameAssignment({ assignment }: RecordedBundleTimes, bundle: BundleAssignment): boolean {
  if (bundle.assignmentId !== null && assignment === bundle.assignmentId) return true;
  const reference = bundle.providerReference;
  if (reference === '' || !assignment.startsWith(reference)) return false;
  const rest = assignment.slice(reference.length);
  return rest === '' || /^-\d+$/.test(rest);
}

/** The time in ms, or null when absent or unreadable. */
function timeOf(iso: string | null | undefined): number | null {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? null : ms;
}

/** When the running `bundle` ends, in ms; null when nothing eSIM Go sent says so. */
function endOf(bundle: BundleAssignment, { recorded, plan }: EndTimeSources): number | null {
  const same = recorded && isSameAssignment(recorded, bundle) ? recorded : null;
  const end = timeOf(bundle.endTime) ?? timeOf(same?.endTime);
  if (end !== null) return end;
  const start = timeOf(bundle.startTime) ?? timeOf(same?.startTime);
  // A bundle's validity is its own: the plan's counts for the plan's bundle only, not for a top-up
  // of another.
  const isPlans =
    plan !== null &&
    (plan.bundle === bundle.bundle ||
      plan.bundle === same?.name ||
      (bundle.providerReference !== '' && plan.providerReference === bundle.providerReference));
  return start !== null && isPlans && plan.days !== null ? start + plan.days * DAY_MS : null;
}

/**
 * Whole days left of the running `bundle` at `now` (rounded up, never below 0); null when its end
 * is unknown.
 */
export function daysLeftOf(
  bundle: BundleAssignment,
  now: number,
  sources: EndTimeSources,
): number | null {
  const end = endOf(bundle, sources);
  return end === null ? null : Math.max(0, Math.ceil((end - now) / DAY_MS));
}
