/**
 * The simulator's eSIM Go V3 usage callbacks, so alerts can be watched locally: a bundle started or
 * past 1, 50, 80 or 100 % of its data posts the signed callback to `/api/esimgo/callback`; a failed
 * post is only logged (docs/decisions/0021-usage-alerts-once-per-bundle.md).
 */
import { siteUrl } from '../../../lib/env.ts';
import { CALLBACK_SIGNATURE_HEADER, signCallback } from '../../esims/callback-signature.ts';
import type { UsageCallbackPayload } from '../../esims/usage-callback.ts';
import type { BundleAssignment, EsimUsage } from '../../esim-provider/provider.ts';

export const CALLBACK_PATH = '/api/esimgo/callback';
/** eSIM Go's Utilisation thresholds, in % of the bundle's data used. */
const THRESHOLDS = [1, 50, 80, 100] as const;
/** Locally, the first post also bundles the callback function (a few seconds on a busy machine). */
const POST_TIMEOUT_MS = 8000;
const MAX_REMEMBERED = 10_000;

const posted = new Set<string>();

interface DueCallback {
  /** Once per (ICCID, assignment, alert, threshold), as eSIM Go sends them. */
  id: string;
  payload: UsageCallbackPayload;
}

/**
 * A bundle as the simulator makes it: named, with an id and its quantities (the port allows
 * unknowns).
 */
type SimulatedAssignment = BundleAssignment & {
  bundle: string;
  assignmentId: string;
  initialBytes: number;
  remainingBytes: number;
};

const isSimulated = (assignment: BundleAssignment): assignment is SimulatedAssignment =>
  assignment.bundle !== null &&
  assignment.assignmentId !== null &&
  assignment.initialBytes !== null &&
  assignment.remainingBytes !== null;

/**
 * The thresholds the bundle has passed, lowest first: eSIM Go sends one callback as it passes each.
 */
function thresholdsPassed(assignment: SimulatedAssignment): number[] {
  if (assignment.initialBytes <= 0) return [];
  const usedPercent =
    assignment.remainingBytes <= 0
      ? 100
      : Math.floor((1 - assignment.remainingBytes / assignment.initialBytes) * 100);
  return THRESHOLDS.filter((threshold) => threshold <= usedPercent);
}

/**
 * The callbacks eSIM Go would have sent by now for the eSIM's started bundles, in order: FirstUse
 * once, then one Utilisation per threshold passed with the data left there, so a jump from 40 % to
 * 100 % still plays the 50, 80 and 100 % callbacks in turn.
 */
export function callbacksFor(usage: EsimUsage): DueCallback[] {
  return usage.bundles
    .filter(isSimulated)
    .filter((assignment) => assignment.startTime !== null && assignment.state !== 'revoked')
    .flatMap((assignment, index) => {
      const bundleAt = (remainingQuantity: number) => ({
        id: assignment.assignmentId,
        reference: assignment.providerReference,
        name: assignment.bundle,
        initialQuantity: assignment.initialBytes,
        remainingQuantity,
        startTime: assignment.startTime,
        endTime: assignment.endTime,
        unlimited: assignment.unlimited,
      });
      const id = `${usage.iccid}/${assignment.assignmentId}`;
      const due: DueCallback[] =
        index === 0
          ? [
              {
                id: `${id}/FirstUse`,
                payload: {
                  iccid: usage.iccid,
                  alertType: 'FirstUse',
                  bundle: bundleAt(assignment.remainingBytes),
                },
              },
            ]
          : [];
      for (const threshold of thresholdsPassed(assignment)) {
        const remaining =
          threshold === 100
            ? 0
            : Math.max(
                assignment.remainingBytes,
                Math.round((assignment.initialBytes * (100 - threshold)) / 100),
              );
        due.push({
          id: `${id}/Utilisation/${threshold}`,
          payload: { iccid: usage.iccid, alertType: 'Utilisation', bundle: bundleAt(remaining) },
        });
      }
      return due;
    });
}

/** Posts the callbacks due for `usage` that this instance has not posted yet; never throws. */
export async function postSimulatedCallbacks(usage: EsimUsage): Promise<void> {
  // One after another, in the order eSIM Go sends them: the server must see 80 % before 100 %.
  for (const callback of callbacksFor(usage)) if (!posted.has(callback.id)) await post(callback);
}

async function post({ id, payload }: DueCallback): Promise<void> {
  try {
    const body = JSON.stringify(payload);
    const response = await fetch(`${siteUrl()}${CALLBACK_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [CALLBACK_SIGNATURE_HEADER]: signCallback(body),
      },
      body,
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`answered ${response.status}`);
    if (posted.size >= MAX_REMEMBERED) posted.clear();
    posted.add(id);
  } catch (error) {
    console.warn(
      `Simulated callback ${id} not delivered (it is posted again at the next usage): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
