/**
 * Provisioning (DESIGN.md §5): pending → provisioning → completed or failed, retried with backoff,
 * and idempotent: Netlify may run the background function twice, and the scheduled re-drive runs
 * it again for stuck orders, yet one order never buys two eSIMs.
 */
import { openStore } from '../../lib/blobs.ts';
import { createIfNew } from '../../lib/blob-writes.ts';
import { findUserById } from '../auth/users.server.ts';
import type { MailMessage } from '../mail/mail.ts';
import { esimReadyMail, orderFailedMail } from './delivery-mails.ts';
import { findOrder, saveOrder } from './orders.server.ts';
import type { OrderRecord } from './order.ts';
import { lpaString, ProviderError, type EsimProvider, type ProvisionResult } from './provider.ts';
import { qrPng } from './qr.server.ts';

/** Tries before an order fails; a lookup of a not-yet-assigned eSIM counts as one. */
export const MAX_ATTEMPTS = 8;
/** What the customer reads (as 'Error: …' on My Orders); provider details go to the logs only. */
export const customerErrors = {
  outcomeUnknown: 'We could not confirm your eSIM with the network yet. Our support team has been alerted and will e-mail you within 2 hours.',
  retrying: 'The network is slow to respond. We are trying again.',
  failed: 'We could not activate this eSIM. Our support team has been alerted and will e-mail you within 2 hours.',
} as const;

export interface ProvisioningDeps {
  provider: EsimProvider;
  sendMail: (message: MailMessage) => Promise<void>;
  /** The site's address, for links in e-mails. */
  origin: string;
  sleep?: (ms: number) => Promise<void>;
}

/** 1 s, 2 s, 4 s … between attempts, at most a minute. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs the order to an end state (or to the attempt limit) and delivers it. */
export async function provisionOrder(orderId: string, deps: ProvisioningDeps): Promise<OrderRecord | null> {
  const sleep = deps.sleep ?? wait;
  for (;;) {
    const order = await findOrder(orderId);
    if (!order || order.provisioningStatus === 'failed') return order;
    if (order.provisioningStatus === 'completed') return order.deliveredAt ? order : deliver(order, deps);
    if (order.attempts >= MAX_ATTEMPTS) return fail(order, customerErrors.failed, deps);

    const next = await attempt(order, deps);
    if (next === 'taken') return findOrder(orderId);
    if (next.provisioningStatus !== 'provisioning') continue;
    // Ordered but not assigned yet (eSIM Go: up to 10 minutes): the scheduled re-drive looks again.
    if (next.providerReference && next.lastError === null) return next;
    await sleep(retryDelayMs(next.attempts));
  }
}

/** One try; 'taken' when another run already claimed this attempt number. */
async function attempt(order: OrderRecord, deps: ProvisioningDeps): Promise<OrderRecord | 'taken'> {
  const number = order.attempts + 1;
  if (!(await claimAttempt(order.id, number))) {
    // A run that held this attempt longer than a background function can live has died: skip it.
    return (await isClaimStale(order.id, number)) ? saveOrder({ ...order, attempts: number }) : 'taken';
  }
  let current = await saveOrder({ ...order, provisioningStatus: 'provisioning', attempts: number });

  // Ordered before without an answer: eSIM Go has no idempotency key, so never re-order blindly.
  if (current.providerOrderStartedAt && !current.providerReference) return fail(current, customerErrors.outcomeUnknown, deps);
  try {
    let result: ProvisionResult | null;
    if (current.providerReference) {
      result = await deps.provider.lookup(current.providerReference);
    } else {
      current = await saveOrder({ ...current, providerOrderStartedAt: new Date().toISOString() });
      result = await deps.provider.order({ orderId: current.id, bundle: current.plan.bundle ?? current.plan.id });
    }
    if (result === null) {
      console.error(`Provider has no record of order ${current.id} (reference ${current.providerReference})`);
      return fail(current, customerErrors.failed, deps);
    }
    if (result.kind === 'pending') {
      return saveBought({ ...current, providerReference: result.providerReference, lastError: null }, deps);
    }
    const { esim } = result;
    const completed = await saveBought({
      ...current,
      provisioningStatus: 'completed',
      providerReference: result.providerReference,
      iccid: esim.iccid,
      lpa: lpaString(esim),
      lastError: null,
    }, deps);
    return deliver(completed, deps);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.error(`Provisioning attempt ${current.attempts} for order ${current.id}: ${error.message}`);
    if (error.outcomeUnknown && !current.providerReference) {
      return saveOrder({ ...current, lastError: customerErrors.outcomeUnknown });
    }
    if (!error.retryable) return fail(current, customerErrors.failed, deps);
    // Known not placed (or only a lookup failed): the next attempt may order or look again.
    const startedAt = current.providerReference ? current.providerOrderStartedAt : null;
    return saveOrder({ ...current, providerOrderStartedAt: startedAt, lastError: customerErrors.retrying });
  }
}

/** Writes that may record a bought eSIM get this many tries: losing one loses the eSIM. */
const SAVE_BOUGHT_TRIES = 3;

/** Saves what the provider answered; if it cannot, logs the reference so support can find the eSIM. */
async function saveBought(order: OrderRecord, deps: ProvisioningDeps): Promise<OrderRecord> {
  for (let tries = 1; ; tries++) {
    try {
      return await saveOrder(order);
    } catch (error) {
      if (tries >= SAVE_BOUGHT_TRIES) {
        console.error(`Order ${order.id}: provider reference ${order.providerReference} could not be saved; the next run will not order again`);
        throw error;
      }
      await (deps.sleep ?? wait)(retryDelayMs(tries));
    }
  }
}

/** A background function lives at most 15 minutes. */
const CLAIM_STALE_MS = 15 * 60 * 1000;
const claimKey = (orderId: string, number: number) => `claim/${orderId}/${number}`;

/** Only one run may make attempt `number` of an order. */
function claimAttempt(orderId: string, number: number): Promise<boolean> {
  return createIfNew(openStore('orders'), claimKey(orderId, number), { at: Date.now() });
}

async function isClaimStale(orderId: string, number: number): Promise<boolean> {
  const claim = (await openStore('orders').get(claimKey(orderId, number), { type: 'json' })) as { at?: number } | null;
  return typeof claim?.at === 'number' && Date.now() - claim.at > CLAIM_STALE_MS;
}

/** Mails the eSIM; a mail failure keeps the order completed and undelivered for the re-drive. */
async function deliver(order: OrderRecord, deps: ProvisioningDeps): Promise<OrderRecord> {
  const user = await findUserById(order.userId);
  if (!user || !order.lpa || !order.iccid) return order;
  const [, smdpAddress = '', matchingId = ''] = order.lpa.split('$');
  try {
    const qr = await qrPng(order.lpa);
    await deps.sendMail(esimReadyMail(user.email, order, { iccid: order.iccid, smdpAddress, matchingId }, qr, deps.origin));
  } catch (error) {
    console.error(`Delivery mail for order ${order.id} failed; the re-drive will retry`, error instanceof Error ? error.message : error);
    return order;
  }
  return saveOrder({ ...order, deliveredAt: new Date().toISOString() });
}

async function fail(order: OrderRecord, message: string, deps: ProvisioningDeps): Promise<OrderRecord> {
  const failed = await saveOrder({ ...order, provisioningStatus: 'failed', lastError: message });
  const user = await findUserById(order.userId);
  if (user) await deps.sendMail(orderFailedMail(user.email, failed, deps.origin)).catch(() => undefined);
  return failed;
}
