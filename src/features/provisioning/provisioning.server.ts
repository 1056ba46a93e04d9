/**
 * Provisioning: pending → provisioning → completed or failed, retried with backoff. Runs race: a
 * per-attempt claim keeps them mostly apart and the purchase gate makes one order never buy two
 * eSIMs (docs/decisions/0015-background-provisioning-and-the-re-drive.md).
 */
import { deliverOrder, failOrder } from './delivery.server.ts';
import { findOrder, saveOrder } from '../orders/orders.server.ts';
import type { OrderRecord } from '../orders/order.ts';
import { lpaString, ProviderError } from '../esim-provider/provider.ts';
import { lookUpProviderOrder, placeProviderOrder, type OrderOutcome } from './provider-orders.ts';
import { claimAttempt, isClaimStale } from './attempt-claims.server.ts';
import { openPurchase, recordPurchase } from '../esim-provider/purchases.server.ts';
import { indexEsimOwner } from '../esims/esim-index.server.ts';
import {
  finishIfRefusedTopUp,
  finishRefusedTopUp,
  refuseTopUpOfGoneEsim,
} from './top-up-recheck.server.ts';
import type { ProvisioningDeps } from './provisioning-deps.server.ts';
import {
  recordProviderAnswer,
  recordProviderError,
  recordProviderHasNoRecord,
} from './provider-answer-events.server.ts';

/** Tries before an order fails; a lookup of a not-yet-assigned eSIM counts as one. */
export const MAX_ATTEMPTS = 8;
/** What the customer reads (as 'Error: …' on My Orders); provider details go to the logs only. */
export const customerErrors = {
  outcomeUnknown:
    'We could not confirm your eSIM with the network yet. Our support team has been alerted and will e-mail you within 2 hours.',
  retrying: 'The network is slow to respond. We are trying again.',
  failed:
    'We could not activate this eSIM. Our support team has been alerted and will e-mail you within 2 hours.',
} as const;

/** 1 s, 2 s, 4 s … between attempts, at most a minute. */
function retryDelayMs(attempt: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs the order to an end state (or to the attempt limit) and delivers it. */
export async function provisionOrder(
  orderId: string,
  deps: ProvisioningDeps,
): Promise<OrderRecord | null> {
  const sleep = deps.sleep ?? wait;
  for (;;) {
    const order = await findOrder(orderId);
    if (!order || order.provisioningStatus === 'failed') return order;
    if (order.provisioningStatus === 'completed')
      return order.deliveredAt ? order : deliverOrder(order, deps.mailer);
    // A top-up refused for its eSIM is not a failed purchase: its refund is retried for as long as
    // it takes.
    // Counted from a staff retry's re-opening, when there was one.
    if (order.attempts - order.attemptsBeforeRetry >= MAX_ATTEMPTS)
      return (
        (await finishIfRefusedTopUp(order, deps)) ??
        failOrder(order, customerErrors.failed, deps.mailer)
      );

    const next = await attempt(order, deps);
    if (next === 'taken') return findOrder(orderId);
    if (next.provisioningStatus !== 'provisioning') continue;
    // Ordered but not assigned yet (eSIM Go: up to 10 minutes): the scheduled re-drive looks again.
    if (next.providerReference && next.lastError === null) return next;
    await sleep(retryDelayMs(next.attempts));
  }
}

/** One try; 'taken' when another run holds this attempt number or is buying the eSIM right now. */
async function attempt(order: OrderRecord, deps: ProvisioningDeps): Promise<OrderRecord | 'taken'> {
  const number = order.attempts + 1;
  if (!(await claimAttempt(order.id, number))) {
    // A run that held this attempt longer than a background function can live has died: skip it.
    return (await isClaimStale(order.id, number))
      ? saveOrder({ ...order, attempts: number })
      : 'taken';
  }
  const current = await saveOrder({
    ...order,
    provisioningStatus: 'provisioning',
    attempts: number,
  });
  // Another run settled the order since this run read it (saveOrder kept the stored one).
  if (current.provisioningStatus !== 'provisioning') return current;
  if (current.providerReference) return lookUp(current, deps);

  // This run's copy of the order may be stale: only the purchase records say whether to buy.
  const gate = await openPurchase(current.id);
  // A top-up is checked again here, under the gate: its eSIM may have been refunded since it was
  // paid.
  if (gate.ok)
    return (
      (await refuseTopUpOfGoneEsim(current, gate.number, deps)) ?? buy(current, gate.number, deps)
    );
  switch (gate.reason) {
    case 'in-flight':
      return 'taken';
    case 'order-refunded':
      // Refunded late: the refund ends the order; this run buys nothing and stops.
      return 'taken';
    case 'outcome-unknown':
      return failOrder(current, customerErrors.outcomeUnknown, deps.mailer);
    case 'already-bought':
      return lookUp(
        { ...current, providerReference: gate.providerReference, lastError: null },
        deps,
      );
    case 'esim-gone':
      return finishRefusedTopUp(current, gate.why, deps);
  }
}

/**
 * Buys once (a new eSIM, or a top-up's bundle), under purchase `purchase`, which this run opened.
 */
async function buy(
  order: OrderRecord,
  purchase: number,
  deps: ProvisioningDeps,
): Promise<OrderRecord> {
  const startedAt = Date.now();
  const current = await saveOrder({
    ...order,
    providerOrderStartedAt: new Date(startedAt).toISOString(),
  });
  let result: OrderOutcome;
  try {
    result = await placeProviderOrder(current, deps.provider);
  } catch (error) {
    await recordProviderError(current, 'purchase', error);
    if (!(error instanceof ProviderError)) {
      await recordPurchase(current.id, purchase, startedAt, 'unknown').catch(() => undefined);
      throw error;
    }
    console.error(
      `Provisioning attempt ${current.attempts} for order ${current.id}: ${error.message}`,
    );
    // No answer: eSIM Go may have charged us and has no idempotency key, so never buy blindly
    // again.
    if (error.outcomeUnknown) {
      await recordPurchase(current.id, purchase, startedAt, 'unknown');
      return failOrder(current, customerErrors.outcomeUnknown, deps.mailer);
    }
    // Known not placed: the next attempt may open a new purchase.
    await recordPurchase(current.id, purchase, startedAt, 'refused');
    if (!error.retryable) return failOrder(current, customerErrors.failed, deps.mailer);
    return saveOrder({
      ...current,
      providerOrderStartedAt: null,
      lastError: customerErrors.retrying,
    });
  }
  try {
    await recordPurchase(current.id, purchase, startedAt, {
      providerReference: result.providerReference,
    });
  } catch {
    console.error(
      `Order ${current.id}: purchase ${purchase} bought provider reference ${result.providerReference} but could not record it`,
    );
  }
  return saveResult(current, result, deps);
}

/** Looks up what was bought earlier, by its provider reference; never buys. */
async function lookUp(order: OrderRecord, deps: ProvisioningDeps): Promise<OrderRecord> {
  let result: OrderOutcome | null;
  try {
    result = await lookUpProviderOrder(order, deps.provider);
  } catch (error) {
    await recordProviderError(order, 'lookup', error);
    if (!(error instanceof ProviderError)) throw error;
    console.error(`Provisioning attempt ${order.attempts} for order ${order.id}: ${error.message}`);
    if (!error.retryable) return failOrder(order, customerErrors.failed, deps.mailer);
    return saveOrder({ ...order, lastError: customerErrors.retrying });
  }
  if (result === null) {
    await recordProviderHasNoRecord(order);
    console.error(
      `Provider has no record of order ${order.id} (reference ${order.providerReference})`,
    );
    return failOrder(order, customerErrors.failed, deps.mailer);
  }
  return saveResult(order, result, deps);
}

/**
 * Saves what the provider answered and, once the eSIM is assigned (or the top-up applied), delivers
 * it.
 */
async function saveResult(
  order: OrderRecord,
  result: OrderOutcome,
  deps: ProvisioningDeps,
): Promise<OrderRecord> {
  await recordProviderAnswer(order, result);
  const bought = { ...order, providerReference: result.providerReference, lastError: null };
  if (result.kind === 'pending') return saveBought(bought, deps);
  // A top-up's eSIM is the one already delivered: its ICCID stays, and there is no new activation
  // code.
  const esim =
    result.kind === 'assigned' ? { iccid: result.esim.iccid, lpa: lpaString(result.esim) } : {};
  const completed = await saveBought({ ...bought, provisioningStatus: 'completed', ...esim }, deps);
  // Usage callbacks name only the ICCID. Losing this costs the eSIM's alerts, never its delivery.
  await indexEsimOwner(completed).catch((error: unknown) =>
    console.error(
      `Order ${completed.id}: ICCID index not written`,
      error instanceof Error ? error.message : error,
    ),
  );
  return deliverOrder(completed, deps.mailer);
}

/** Writes that may record a bought eSIM get this many tries: losing one loses the eSIM. */
const SAVE_BOUGHT_TRIES = 3;

/**
 * Saves what the provider answered; if it cannot, logs the reference so support can find the eSIM.
 */
async function saveBought(order: OrderRecord, deps: ProvisioningDeps): Promise<OrderRecord> {
  for (let tries = 1; ; tries++) {
    try {
      return await saveOrder(order);
    } catch (error) {
      if (tries >= SAVE_BOUGHT_TRIES) {
        console.error(
          `Order ${order.id}: provider reference ${order.providerReference} could not be saved; the next run will not order again`,
        );
        throw error;
      }
      await (deps.sleep ?? wait)(retryDelayMs(tries));
    }
  }
}
