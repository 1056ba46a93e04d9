/**
 * An eSIM's status as its owner reads it: from the provider at most once a minute, else from
 * `status/<iccid>` while under 5 minutes old; with the gate held and nothing cached, a request
 * waits briefly, then answers 'checking' (docs/decisions/0016-status-cache-and-provider-cap.md).
 */
import * as z from 'zod';
import type { Failure } from '../../lib/result.ts';
import {
  bundleStates,
  profileStates,
  type EsimProvider,
  type EsimUsage,
} from '../esim-provider/provider.ts';
import { esimsStoreFamily } from './esims-store.server.ts';
import type { PlanValidity } from './days-left.ts';
import { esimStatusView, type EsimStatusAnswer } from './esim-status.ts';
import {
  claimProviderCall,
  recordProviderCall,
  type ProviderCallClaim,
} from './provider-call-gate.server.ts';
import { findRecordedUsage, type UsageRecord } from './usage-records.server.ts';

const STATUS_MAX_AGE_MS = 5 * 60_000;

/**
 * The port's usage as cached; statuses cached before quantities, dates, ids and names could be
 * unknown still read.
 */
const usageSchema = z.object({
  iccid: z.string(),
  profileState: z.enum(profileStates),
  firstInstalledAt: z.string().nullable(),
  bundles: z.array(
    z.object({
      bundle: z.string().nullable(),
      assignmentId: z.string().nullable(),
      providerReference: z.string(),
      state: z.enum(bundleStates),
      initialBytes: z.number().nullable(),
      remainingBytes: z.number().nullable(),
      unlimited: z.boolean(),
      assignedAt: z.string().nullable(),
      startTime: z.string().nullable(),
      endTime: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<EsimUsage>;
const cachedStatusSchema = z.object({ usage: usageSchema, checkedAt: z.number() });
type CachedStatus = z.infer<typeof cachedStatusSchema>;

const statuses = esimsStoreFamily('status/', cachedStatusSchema);

export interface StatusReaderDeps {
  provider: () => EsimProvider;
  now?: () => number;
  /** How long a request with nothing cached waits for another request's call; 2.5 s by default. */
  waitForOtherCallMs?: number;
}

export type StatusRead =
  | { ok: true; answer: EsimStatusAnswer }
  /**
   * Another request is reading the provider and nothing is cached yet: ask again in a few seconds.
   */
  | (Failure<'checking'> & { retryAfterSeconds: number })
  /** The provider failed (or does not know the eSIM) and nothing is cached. */
  | Failure<'provider-unavailable'>;

/**
 * The eSIM asked about, and the plan it was bought with (null: days left only from the provider and
 * callbacks).
 */
interface StatusRequest {
  iccid: string;
  plan: PlanValidity | null;
}

/**
 * The last usage callback recorded for the eSIM; a failed read loses only the days left it could
 * give.
 */
async function recordedUsageOf(iccid: string): Promise<UsageRecord | null> {
  try {
    return await findRecordedUsage(iccid);
  } catch (error) {
    console.error(`eSIM status: the recorded usage of ${iccid} could not be read`, error);
    return null;
  }
}

const POLL_MS = 250;
const CHECKING_RETRY_SECONDS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A reader of eSIM statuses; one per function instance (its in-process sharing of reads lives
 * here).
 */
export function createStatusReader({
  provider,
  now = Date.now,
  waitForOtherCallMs = 2500,
}: StatusReaderDeps) {
  const inFlight = new Map<string, Promise<StatusRead>>();

  /**
   * The status from `cached`, with the usage callback recorded now (callbacks arrive on their own)
   * for the days left.
   */
  async function answer(
    { iccid, plan }: StatusRequest,
    cached: CachedStatus,
    note: string | null,
  ): Promise<StatusRead> {
    const recorded = await recordedUsageOf(iccid);
    const view = esimStatusView(cached.usage, now(), { recorded, plan });
    return {
      ok: true,
      answer: { ...view, checkedAt: new Date(cached.checkedAt).toISOString(), note },
    };
  }

  async function callProvider(
    request: StatusRequest,
    claim: Extract<ProviderCallClaim, { ok: true }>,
    cached: CachedStatus | null,
  ): Promise<StatusRead> {
    const { iccid } = request;
    let usage: EsimUsage | null = null;
    try {
      usage = await provider().usage(iccid);
    } catch (error) {
      console.error(`eSIM status: the provider's usage call for ${iccid} failed`, error);
    }
    if (!usage) {
      await recordProviderCall(iccid, claim, 'failed');
      return cached
        ? answer(
            request,
            cached,
            'We could not reach the network just now, so this is the last status we read.',
          )
        : { ok: false, reason: 'provider-unavailable' };
    }
    const fresh = { usage, checkedAt: now() };
    await Promise.all([statuses.write(iccid, fresh), recordProviderCall(iccid, claim, 'ok')]);
    return answer(request, fresh, null);
  }

  async function read(request: StatusRequest, refresh: boolean): Promise<StatusRead> {
    const { iccid } = request;
    const cached = await statuses.readIfValid(iccid);
    if (cached && !refresh && now() - cached.checkedAt <= STATUS_MAX_AGE_MS)
      return answer(request, cached, null);
    const claim = await claimProviderCall(iccid, now);
    if (claim.ok) return callProvider(request, claim, cached);
    // Another request called within the minute: its result may have landed since our first read.
    for (let waited = 0; ; waited += POLL_MS) {
      const latest = await statuses.readIfValid(iccid);
      if (latest) {
        const seconds = Math.max(1, Math.ceil((claim.nextCallAt - now()) / 1000));
        const stillFresh = !refresh && now() - latest.checkedAt <= STATUS_MAX_AGE_MS;
        return answer(
          request,
          latest,
          stillFresh
            ? null
            : `The network was asked moments ago. You can refresh again in ${seconds} seconds.`,
        );
      }
      if (claim.lastCall?.outcome === 'failed')
        return { ok: false, reason: 'provider-unavailable' };
      if (waited >= waitForOtherCallMs)
        return { ok: false, reason: 'checking', retryAfterSeconds: CHECKING_RETRY_SECONDS };
      await sleep(POLL_MS);
    }
  }

  /**
   * The status of the eSIM `iccid`; `refresh` asks for a provider call (at most one a minute);
   * `plan` gives the days left when only its start is known. A request arriving while this
   * instance reads the same eSIM shares that read, refresh or not.
   */
  return function readEsimStatus(
    iccid: string,
    { refresh = false, plan = null }: { refresh?: boolean; plan?: PlanValidity | null } = {},
  ): Promise<StatusRead> {
    const shared = inFlight.get(iccid);
    if (shared) return shared;
    const reading = read({ iccid, plan }, refresh).finally(() => inFlight.delete(iccid));
    inFlight.set(iccid, reading);
    return reading;
  };
}

/** The status last read from the provider and when, as cached (a customer's data download). */
export function readCachedStatus(iccid: string): Promise<CachedStatus | null> {
  return statuses.readIfValid(iccid);
}

/**
 * Whether the eSIM is installed, for the install reminders: from a status under 5 minutes old, else
 * one usage call through the gate (whose result is cached for the customer's card too). 'unknown'
 * when the gate is held or the provider failed: ask again later. `beforeCall` waits for the
 * caller's share of the provider's rate limit.
 */
export async function installStateOf(
  iccid: string,
  {
    provider,
    now,
    beforeCall = async () => {},
  }: { provider: EsimProvider; now: () => number; beforeCall?: () => Promise<void> },
): Promise<'installed' | 'not-installed' | 'unknown'> {
  const fresh = (cached: CachedStatus | null) =>
    cached !== null && now() - cached.checkedAt <= STATUS_MAX_AGE_MS ? cached : null;
  const cached = fresh(await statuses.readIfValid(iccid));
  if (cached) return installStateIn(cached.usage);
  const claim = await claimProviderCall(iccid, now);
  if (!claim.ok) {
    const landed = fresh(await statuses.readIfValid(iccid));
    return landed ? installStateIn(landed.usage) : 'unknown';
  }
  let usage: EsimUsage | null = null;
  try {
    await beforeCall();
    usage = await provider.usage(iccid);
  } catch (error) {
    console.error(`Install reminder: the provider's usage call for ${iccid} failed`, error);
  }
  if (!usage) {
    await recordProviderCall(iccid, claim, 'failed');
    return 'unknown';
  }
  await Promise.all([
    statuses.write(iccid, { usage, checkedAt: now() }),
    recordProviderCall(iccid, claim, 'ok'),
  ]);
  return installStateIn(usage);
}

/** Installed once the profile ever reached a phone: downloaded, installed, on, off or deleted. */
function installStateIn(usage: EsimUsage): 'installed' | 'not-installed' | 'unknown' {
  if (usage.firstInstalledAt !== null) return 'installed';
  if (usage.profileState === 'released') return 'not-installed';
  return usage.profileState === 'unknown' ? 'unknown' : 'installed';
}
