/**
 * One re-drive step's record, `redrive-step/<slug>`: where it stopped, its backlog and its last
 * full pass, for the next run and the console; a backlog older than an hour mails the owners once
 * (docs/decisions/0035-a-re-drive-bounded-per-step.md).
 */
import * as z from 'zod';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';
import { mailOwnersOfBacklog } from './redrive-alert.server.ts';
import type { RedriveStepStatus } from './redrive-status.ts';

/** A backlog whose oldest item waited this long mails the owners. */
const BEHIND_AFTER_MS = 60 * 60 * 1000;

const stateSchema = z.object({
  name: z.string(),
  /** Where the next run continues; null: the next run starts a new pass. */
  cursor: z.string().nullable(),
  passStartedAt: z.number(),
  lastFullPassAt: z.number().nullable(),
  lastRunAt: z.number(),
  backlog: z.number(),
  /** More than `backlog`: the step stopped counting. */
  more: z.boolean(),
  oldestAt: z.number().nullable(),
  /** Since when the backlog is older than an hour (one episode), and when the owners were mailed. */
  behindSince: z.number().nullable(),
  alertedAt: z.number().nullable(),
  lastError: z.string().nullable(),
  /** What the step keeps between passes (its own format). */
  memo: z.string().nullable().optional(),
});
type StepState = z.infer<typeof stateSchema>;
const states = ordersStoreFamily('redrive-step/', stateSchema);

export interface StepInput {
  /** Where the last run stopped; null at the start of a pass. */
  cursor: string | null;
  now: number;
  outOfTime: () => boolean;
  /** What the step kept at its last run, or null. */
  memo: string | null;
}

export interface StepOutcome {
  /** Where the next run continues; null when this run finished a pass. */
  cursor: string | null;
  /** Items seen and left for a later run; `more`: at least that many. */
  left: number;
  more?: boolean;
  /** When the oldest item left began to wait (ms); the pass's start when absent. */
  oldestAt?: number | null;
  /** For the log. */
  result: unknown;
  /** Kept for the next run; the last one stays when absent. */
  memo?: string;
}

export interface RedriveStep {
  /** Its name in the log and on the console. */
  name: string;
  /** Its record's name: lower case and dashes. */
  slug: string;
  run(input: StepInput): Promise<StepOutcome>;
}

/** A step with no cursor of its own: each run is a full pass. */
export function wholeStep(name: string, slug: string, work: () => Promise<unknown>): RedriveStep {
  return { name, slug, run: async () => ({ cursor: null, left: 0, result: await work() }) };
}

/** Runs one step from its cursor, records how it ended, and mails the owners once if behind. */
export async function runStep(
  step: RedriveStep,
  now: number,
  outOfTime: () => boolean,
): Promise<void> {
  const before = await states.readIfValid(step.slug);
  const cursor = before?.cursor ?? null;
  const passStartedAt = cursor === null || !before ? now : before.passStartedAt;
  const base = before ?? newState(step.name, now);
  let outcome: StepOutcome;
  try {
    outcome = await step.run({ cursor, now, outOfTime, memo: base.memo ?? null });
    console.log(
      JSON.stringify({ route: 'redrive-orders', step: step.name, result: outcome.result }),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Re-drive step '${step.name}' failed: ${message}`);
    await states.write(step.slug, { ...base, name: step.name, lastRunAt: now, lastError: message });
    return;
  }
  const waiting = outcome.left > 0 || outcome.more === true;
  const oldestAt = waiting ? (outcome.oldestAt ?? passStartedAt) : null;
  const behind = oldestAt !== null && now - oldestAt > BEHIND_AFTER_MS;
  const state: StepState = {
    name: step.name,
    cursor: outcome.cursor,
    passStartedAt,
    lastFullPassAt: outcome.cursor === null ? now : base.lastFullPassAt,
    lastRunAt: now,
    backlog: outcome.left,
    more: outcome.more ?? false,
    oldestAt,
    behindSince: behind ? (base.behindSince ?? oldestAt) : null,
    alertedAt: behind ? base.alertedAt : null,
    lastError: null,
    memo: outcome.memo ?? base.memo ?? null,
  };
  if (behind && state.alertedAt === null && state.behindSince !== null) {
    await mailOwnersOfBacklog({ ...state, slug: step.slug, behindSince: state.behindSince }, now);
    state.alertedAt = now;
  }
  await states.write(step.slug, state);
}

function newState(name: string, now: number): StepState {
  return {
    ...{ name, cursor: null, passStartedAt: now, lastFullPassAt: null, lastRunAt: now },
    ...{ backlog: 0, more: false, oldestAt: null, behindSince: null, alertedAt: null },
    lastError: null,
  };
}

/** Every step's last run, for the console: one listing of a dozen records and a read of each. */
export async function readStepStatuses(now: number): Promise<RedriveStepStatus[]> {
  const slugs = (await states.listNames()).sort();
  const read = await Promise.all(slugs.map((slug) => states.readIfValid(slug)));
  return read
    .filter((state): state is StepState => state !== null)
    .map((state) => ({
      name: state.name,
      backlog: state.backlog,
      more: state.more,
      oldestAt: state.oldestAt === null ? null : new Date(state.oldestAt).toISOString(),
      oldestAgeMs: state.oldestAt === null ? null : Math.max(0, now - state.oldestAt),
      lastFullPassAt:
        state.lastFullPassAt === null ? null : new Date(state.lastFullPassAt).toISOString(),
      lastRunAt: new Date(state.lastRunAt).toISOString(),
      behind: state.behindSince !== null,
      lastError: state.lastError,
    }));
}
