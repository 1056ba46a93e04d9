/**
 * The re-drive's no-data rescue check: takes the watched eSIMs whose look is due, oldest first, and
 * asks the provider where each is and whether data flows, within its share of the provider's rate.
 * The rule and its delays: docs/decisions/0049-no-data-on-arrival-rescue.md.
 */
import type { BundleAssignment, EsimProvider, EsimUsage } from '../../esim-provider/provider.ts';
import { walkFrom, type WalkInput } from '../../../lib/walk-from.ts';
import type { QueueOptions } from '../../mail/mail-queue.server.ts';
import { claimProviderCall, recordProviderCall } from '../provider-call-gate.server.ts';
import { providerCallBudget, type ProviderCallBudget } from '../provider-call-budget.ts';
import {
  dropLook,
  dueLookHours,
  dueLooksOf,
  lookHourOf,
  type DueLook,
} from './rescue-due-index.server.ts';
import { arrivedLookAt, nextLocationLookAt } from './rescue-schedule.ts';
import { sendRescue } from './rescue-send.server.ts';
import {
  findWatchedEsim,
  rescheduleWatch,
  stopWatching,
  type WatchedEsim,
} from './rescue-watch.server.ts';
import { findRecordedUsage } from '../usage-records.server.ts';

/** The most provider requests one eSIM's check makes: location, usage (2), location again. */
export const MOST_REQUESTS_PER_CHECK = 4;
/** A look the minute gate turned away, or that failed, comes again this much later. */
const RETRY_MS = 5 * 60_000;

export interface RescueCheckDeps extends QueueOptions {
  provider: EsimProvider;
  budget: ProviderCallBudget;
  /** How long an arrived eSIM may go without data before the rescue. */
  rescueAfterMs: number;
}

type Checked =
  | 'gone'
  | 'gated'
  | 'not-arrived'
  | 'waiting'
  | 'flowing'
  | 'ended'
  | 'unknown-usage'
  | 'rescued'
  | 'failed';

/**
 * One run: as many due looks as the budget and the time allow, oldest first. The index is its own
 * cursor: each look taken is replaced by the next or removed, so the run answers no cursor, but
 * what it left, since when it waits, and (`memo`) the oldest hour the next run must list.
 */
export async function checkArrivals(
  deps: RescueCheckDeps,
  input: WalkInput & { memo?: string | null },
) {
  const counts: Partial<Record<Checked, number>> = {};
  const outOfTime = () =>
    input.outOfTime?.() === true || !deps.budget.allows(MOST_REQUESTS_PER_CHECK);
  const due = new Map<string, DueLook>();
  for (const hour of await dueLookHours(input.now, input.memo ?? null))
    for (const look of await dueLooksOf(hour, input.now)) due.set(look.name, look);
  const walked = await walkFrom(
    [...due.keys()],
    null,
    { limit: input.limit, outOfTime },
    async (name) => {
      const outcome = await checkOne(due.get(name)!, deps, input.now);
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    },
  );
  const firstLeft = due.get([...due.keys()].sort()[walked.done] ?? '');
  return {
    cursor: null,
    left: walked.left,
    oldestAt: firstLeft?.at ?? null,
    memo: lookHourOf(firstLeft?.at ?? input.now),
    checked: walked.done,
    requests: deps.budget.spent,
    ...counts,
  };
}

/** One eSIM's due look; its faults are logged and it comes again a little later. */
async function checkOne(due: DueLook, deps: RescueCheckDeps, now: number): Promise<Checked> {
  const { iccid } = due;
  // Reserved before any await: the walk's next start sees what this one may spend.
  deps.budget.reserve(MOST_REQUESTS_PER_CHECK);
  let spent = 0;
  const spend = <T>(requests: number, call: () => Promise<T>) => {
    spent += requests;
    return deps.budget.spend(requests, call);
  };
  let entry: WatchedEsim | null = null;
  try {
    entry = await findWatchedEsim(iccid);
    // No entry, or one that has moved on to another look (a crash between the two writes).
    if (!entry || entry.dueAt !== due.at) {
      await dropLook(iccid, due.at);
      return 'gone';
    }
    if (now >= entry.until) return await stop(iccid, entry, 'ended');
    if (entry.arrivedAt !== null && now - entry.arrivedAt < deps.rescueAfterMs) {
      await rescheduleWatch(iccid, entry, arrivedLookAt(entry.arrivedAt, deps.rescueAfterMs));
      return 'waiting';
    }
    const claim = await claimProviderCall(iccid, () => now);
    if (!claim.ok) {
      await rescheduleWatch(iccid, entry, now + RETRY_MS);
      return 'gated';
    }
    try {
      const outcome = await decide(iccid, entry, deps, now, spend);
      await recordProviderCall(iccid, claim, 'ok');
      return outcome;
    } catch (error) {
      await recordProviderCall(iccid, claim, 'failed');
      throw error;
    }
  } catch (error) {
    console.error(`Rescue check of eSIM ${iccid} failed: ${error}`);
    if (entry) await rescheduleWatch(iccid, entry, now + RETRY_MS).catch(() => {});
    return 'failed';
  } finally {
    deps.budget.release(MOST_REQUESTS_PER_CHECK - spent);
  }
}

type Spend = <T>(requests: number, call: () => Promise<T>) => Promise<T>;

async function decide(
  iccid: string,
  entry: WatchedEsim,
  deps: RescueCheckDeps,
  now: number,
  spend: Spend,
): Promise<Checked> {
  let current = entry;
  if (current.arrivedAt === null) {
    current = await arrival(iccid, current, deps.provider, now, spend);
    if (current.arrivedAt === null) {
      await rescheduleWatch(iccid, current, nextLocationLookAt(current, now));
      return 'not-arrived';
    }
    if (now - current.arrivedAt < deps.rescueAfterMs) {
      await rescheduleWatch(iccid, current, arrivedLookAt(current.arrivedAt, deps.rescueAfterMs));
      return 'waiting';
    }
  }
  // eSIM Go reads the eSIM, then its bundles: two requests.
  const usage = await spend(2, () => deps.provider.usage(iccid));
  const state = dataState(usage);
  if (state !== 'none-used') return stop(iccid, current, state);
  if (current.seen === null) {
    const location = await spend(1, () => deps.provider.location(iccid));
    current = { ...current, seen: location };
  }
  await sendRescue(iccid, current, usage, deps, now);
  return stop(iccid, current, 'rescued');
}

/**
 * The entry, with `arrivedAt` set when the plan has started (its first-use callback, no request) or
 * the provider last saw the eSIM in a country the plan covers (one request).
 */
async function arrival(
  iccid: string,
  entry: WatchedEsim,
  provider: EsimProvider,
  now: number,
  spend: Spend,
): Promise<WatchedEsim> {
  const recorded = await findRecordedUsage(iccid);
  const startedAt = recorded?.startTime ? Date.parse(recorded.startTime) : Number.NaN;
  if (!Number.isNaN(startedAt)) return { ...entry, arrivedAt: Math.min(startedAt, now) };
  const location = await spend(1, () => provider.location(iccid));
  const seen = {
    countryCode: location.countryCode,
    networkName: location.networkName,
    networkBrandName: location.networkBrandName,
  };
  const arrived = location.countryCode !== null && entry.countries.includes(location.countryCode);
  if (!arrived && location.countryCode === entry.seen?.countryCode) return entry;
  return { ...entry, seen, arrivedAt: arrived ? now : null };
}

/**
 * Whether the eSIM's bundles have carried data: any used, none used (every quantity known and
 * full), or nothing to say (ended, revoked, gone, or quantities unknown: never a rescue then).
 */
function dataState(usage: EsimUsage | null): 'none-used' | 'flowing' | 'ended' | 'unknown-usage' {
  if (usage === null) return 'ended';
  const live = usage.bundles.filter((bundle) => !ENDED_STATES.has(bundle.state));
  if (live.length === 0) return 'ended';
  if (live.some(hasUsedData)) return 'flowing';
  const allKnownAndFull = live.every(
    (bundle) =>
      !bundle.unlimited &&
      bundle.initialBytes !== null &&
      bundle.remainingBytes !== null &&
      bundle.initialBytes > 0,
  );
  return allKnownAndFull ? 'none-used' : 'unknown-usage';
}

const ENDED_STATES = new Set<BundleAssignment['state']>(['expired', 'revoked', 'lapsed']);

const hasUsedData = (bundle: BundleAssignment) =>
  bundle.state === 'depleted' ||
  (bundle.initialBytes !== null &&
    bundle.remainingBytes !== null &&
    bundle.remainingBytes < bundle.initialBytes);

async function stop(iccid: string, entry: WatchedEsim, outcome: Checked): Promise<Checked> {
  await stopWatching(iccid, entry);
  return outcome;
}

/**
 * The check's share of eSIM Go's 10 requests a second: 2, so purchases, top-ups, refunds and the
 * customers' own status checks keep 8. A run has 20 seconds for new work: 40 requests.
 */
export const RESCUE_REQUESTS_PER_SECOND = 2;
export const RESCUE_REQUESTS_PER_RUN = 40;

/** A fresh budget for one run of the check. */
export function rescueBudget(): ProviderCallBudget {
  return providerCallBudget({
    calls: RESCUE_REQUESTS_PER_RUN,
    perSecond: RESCUE_REQUESTS_PER_SECOND,
  });
}
