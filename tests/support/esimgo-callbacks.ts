/**
 * eSIM Go V3 callbacks for the callback tests: payloads in eSIM Go's shape, signed as eSIM Go
 * signs them (or not), posted in-process to the real handler, and a bought eSIM to post about.
 */
import callbackHandler from '../../netlify/functions/esimgo-callback.mts';
import {
  CALLBACK_SIGNATURE_HEADER,
  callbackSigningKey,
} from '../../src/features/esims/callback-signature.ts';
import type { UsageCallbackPayload } from '../../src/features/esims/usage-callback.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { createHmac } from 'node:crypto';
import { call } from './call.ts';
import { afterAnswersSettled } from './netlify-context.ts';
import { paidOrder } from './paid-orders.ts';

export const CALLBACK_PATH = '/api/esimgo/callback';
const GB = 1_000_000_000;

/**
 * A delivered Japan eSIM of `userId`'s (5 GB, 7 days), bought through the real provisioning loop.
 */
export async function boughtEsim(
  userId: string,
  paymentIntentId: string,
): Promise<{ orderId: string; iccid: string }> {
  const order = await paidOrder(userId, paymentIntentId);
  const done = await provisionOrder(order.id, {
    provider: createSimulatedProvider({ latencyMs: 0, failureRate: 0 }),
    sleep: async () => {},
  });
  if (!done?.iccid) throw new Error('the simulated eSIM was not delivered');
  return { orderId: order.id, iccid: done.iccid };
}

/** A Utilisation callback for the 5 GB bundle at `usedShare` (0..1) of its data. */
export function utilisation(
  iccid: string,
  usedShare: number,
  assignment = 'asg-1',
  startTime = '2030-05-01T10:00:00Z',
): UsageCallbackPayload {
  return {
    iccid,
    alertType: 'Utilisation',
    bundle: {
      id: assignment,
      reference: `ref-${assignment}`,
      name: 'esim_5GB_7D_JP_V2',
      description: 'eSIM, 5GB, 7 Days, Japan',
      initialQuantity: 5 * GB,
      remainingQuantity: Math.round(5 * GB * (1 - usedShare)),
      startTime,
      endTime: new Date(Date.parse(startTime) + 7 * 24 * 3600_000).toISOString(),
      unlimited: false,
    },
  };
}

/** A FirstUse callback: the bundle started at `startTime` and ends `days` later. */
export function firstUse(
  iccid: string,
  startTime: string,
  days = 7,
  assignment = 'asg-1',
): UsageCallbackPayload {
  const endTime = new Date(Date.parse(startTime) + days * 24 * 3600_000).toISOString();
  return {
    ...utilisation(iccid, 0, assignment, startTime),
    alertType: 'FirstUse',
    bundle: { ...utilisation(iccid, 0, assignment, startTime).bundle!, endTime },
  };
}

/**
 * A FirstUse callback as eSIM Go's OpenAPI `BundleAlert` schema allows it (no bundle field is
 * required): the assignment's id and reference and its times; no name, no quantities.
 */
export function firstUseAsSpecified(
  iccid: string,
  {
    startTime = '2030-05-01T10:00:00Z',
    days = 7,
    id = 'asg-1',
    reference = `ref-${id}`,
  }: { startTime?: string; days?: number | null; id?: string; reference?: string } = {},
): UsageCallbackPayload {
  const endTime =
    days === null
      ? undefined
      : new Date(Date.parse(startTime) + days * 24 * 3600_000).toISOString().replace('.000Z', 'Z');
  return { iccid, alertType: 'FirstUse', bundle: { id, reference, startTime, endTime } };
}

export const hmac = (body: string, key: string, encoding: 'hex' | 'base64') =>
  createHmac('sha256', key).update(body).digest(encoding);

/**
 * Posts `body` with `signature` as the header (none when null); by default signed in base64 with
 * this server's key. Answers as soon as the handler does.
 */
export function answerToCallback(
  payload: UsageCallbackPayload | string,
  signature?: string | null,
) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const header = signature === undefined ? hmac(body, callbackSigningKey(), 'base64') : signature;
  return call(callbackHandler, CALLBACK_PATH, {
    method: 'POST',
    body,
    headers: header === null ? {} : { [CALLBACK_SIGNATURE_HEADER]: header },
  });
}

/**
 * Like answerToCallback, then waits for what the handler left running after its answer (the alert
 * mail's send), as Netlify does.
 */
export async function postCallback(
  payload: UsageCallbackPayload | string,
  signature?: string | null,
) {
  const response = await answerToCallback(payload, signature);
  await afterAnswersSettled();
  return response;
}

/** Every key in the stores a callback may write (eSIM records, the mail queue, the outbox). */
export async function callbackWrites(): Promise<string[]> {
  const keys = await Promise.all(
    (['esims', 'mail', 'outbox'] as const).map(async (name) =>
      (await openStore(name).list()).blobs.map((blob) => `${name}:${blob.key}`),
    ),
  );
  return keys
    .flat()
    .filter((key) => !key.startsWith('esims:by-iccid/'))
    .sort();
}
