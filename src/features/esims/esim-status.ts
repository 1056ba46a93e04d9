/**
 * What a traveller reads about their eSIM: one status word, the data left, the days left and the
 * bundles queued after the current one, from what the provider knows (EsimUsage). Pure and
 * zod-free: the status function uses it and the status island reads its answer type.
 */
import type { BundleAssignment, EsimUsage, ProfileState } from '../esim-provider/provider.ts';
import { daysLeftOf, type EndTimeSources } from './days-left.ts';

/**
 * The words a customer reads for each state, and 'Status unknown' when eSIM Go names a bundle state
 * we do not know.
 */
export type CustomerEsimStatus =
  'Not installed yet' | 'Installed' | 'Active' | 'Used up' | 'Expired' | 'Status unknown';

/** A bundle waiting on the eSIM: it starts when the one before it ends (or at first use). */
interface QueuedBundle {
  /** eSIM Go's bundle name; null when it gave none. */
  bundle: string | null;
  /** What it holds, e.g. '5 GB' or 'Unlimited data'. */
  data: string;
}

export interface EsimStatusView {
  status: CustomerEsimStatus;
  /**
   * E.g. '3.2 GB of 5 GB left', '3.2 GB left', 'Unlimited data'; null with no bundle to speak of,
   * or its data left unknown.
   */
  dataLeft: string | null;
  /**
   * Whole days left of the running bundle (rounded up); null while none runs or when its end is
   * unknown.
   */
  daysLeft: number | null;
  /** Bundles waiting after the current one, oldest first. */
  queued: QueuedBundle[];
}

/**
 * GET /api/esims/:id/status: the view, when it was read from the provider, and a note when it is
 * older than asked.
 */
export interface EsimStatusAnswer extends EsimStatusView {
  checkedAt: string;
  /**
   * Why this answer may be older than the customer asked for (provider down, refreshed a moment
   * ago); null otherwise.
   */
  note: string | null;
}

const GB = 1_000_000_000;
const MB = 1_000_000;

/** Decimal GB with one decimal (rounded down, never more than there is), 'MB' under 1 GB. */
export function formatBytes(bytes: number): string {
  const whole = Math.max(0, Math.floor(bytes));
  if (whole < GB) return `${Math.floor(whole / MB)} MB`;
  return `${Math.floor(whole / (GB / 10)) / 10} GB`;
}

/**
 * '3.2 GB of 5 GB left'; '3.2 GB left' when what the bundle held is unknown; 'Unlimited data' for
 * an unlimited bundle; null when what is left is unknown (nothing shown beats a wrong number).
 */
export function dataLeftText(
  bundle: Pick<BundleAssignment, 'initialBytes' | 'remainingBytes' | 'unlimited'>,
): string | null {
  if (bundle.unlimited) return 'Unlimited data';
  if (bundle.remainingBytes === null) return null;
  if (bundle.initialBytes === null) return `${formatBytes(bundle.remainingBytes)} left`;
  return `${formatBytes(bundle.remainingBytes)} of ${formatBytes(bundle.initialBytes)} left`;
}

/** What a waiting bundle holds, for the 'Queued after this plan' list. */
function queuedDataText(bundle: BundleAssignment): string {
  if (bundle.unlimited) return 'Unlimited data';
  return bundle.initialBytes === null
    ? 'Another plan (size unknown)'
    : formatBytes(bundle.initialBytes);
}

const isWaiting = (bundle: BundleAssignment) =>
  bundle.state === 'queued' || bundle.state === 'processing';
const queuedOf = (bundles: BundleAssignment[]): QueuedBundle[] =>
  bundles.map((bundle) => ({ bundle: bundle.bundle, data: queuedDataText(bundle) }));

/**
 * Whether the profile is (or was) on a phone: eSIM Go's states after 'released', or a recorded
 * install date.
 */
function everInstalled(profileState: ProfileState, firstInstalledAt: string | null): boolean {
  if (profileState === 'released') return false;
  if (profileState === 'unknown') return firstInstalledAt !== null;
  return true;
}

/**
 * The status of an eSIM at `now`, by the rules of docs/product.md#esim-states; `sources` (the
 * recorded usage callback and the plan) tell when the running bundle ends where the provider's list
 * does not. A used-up bundle followed by a queued one is Installed: the next starts with next use.
 */
export function esimStatusView(
  usage: EsimUsage,
  now: number,
  sources: EndTimeSources = { recorded: null, plan: null },
): EsimStatusView {
  const bundles = usage.bundles.filter((bundle) => bundle.state !== 'revoked');
  const active = bundles.find((bundle) => bundle.state === 'active');
  const waiting = bundles.filter(isWaiting);
  if (active) {
    return {
      status: 'Active',
      dataLeft: dataLeftText(active),
      daysLeft: daysLeftOf(active, now, sources),
      queued: queuedOf(waiting),
    };
  }
  const [next, ...after] = waiting;
  if (next) {
    const status = everInstalled(usage.profileState, usage.firstInstalledAt)
      ? 'Installed'
      : 'Not installed yet';
    return { status, dataLeft: dataLeftText(next), daysLeft: null, queued: queuedOf(after) };
  }
  const last = bundles.at(-1);
  if (!last) return { status: 'Expired', dataLeft: null, daysLeft: null, queued: [] };
  // A state eSIM Go added after we were written: say so rather than guess it ended.
  if (last.state === 'unknown')
    return { status: 'Status unknown', dataLeft: dataLeftText(last), daysLeft: null, queued: [] };
  return {
    status: last.state === 'depleted' ? 'Used up' : 'Expired',
    dataLeft: dataLeftText(last),
    daysLeft: 0,
    queued: [],
  };
}
