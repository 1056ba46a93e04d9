/**
 * An order's refund record, `refund/<orderId>`: created onlyIfNew, it lets one refund run per order
 * and says how far it got; `refund-open/<orderId>`, written first and removed once done, lists
 * unfinished refunds for the re-drive (docs/decisions/0017-self-service-refunds.md).
 */
import * as z from 'zod';
import { recordOrderEvent } from '../orders/order-events.server.ts';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';
import { balanceCredits } from '../esim-provider/provider.ts';

/**
 * started → bundle revoked (provider) → payment refunded (gateway) → done (order marked, mail
 * queued).
 */
const refundSteps = ['started', 'bundle-revoked', 'payment-refunded', 'done'] as const;
export type RefundStep = (typeof refundSteps)[number];

const refundRecordSchema = z.object({
  orderId: z.string(),
  step: z.enum(refundSteps),
  startedAt: z.string(),
  updatedAt: z.string(),
  /** The gateway's refund id, once the payment is refunded. */
  paymentRefundId: z.string().nullable(),
  /**
   * Whether the revoked bundle's value is back on our provider balance; null before the revoke (and
   * on records older than it).
   */
  balanceCredit: z.enum(balanceCredits).nullable().default(null),
  /**
   * Re-drive runs that failed to take it further, and the last one's reason (the re-drive's
   * backoff).
   */
  failures: z.number().int().nonnegative().default(0),
  lastError: z.string().nullable().default(null),
  /**
   * A staff refund of the whole payment that leaves the bundle where it is: the provider would not
   * take it back (installed, started), or the order failed and has none. False on the customer's.
   */
  keepsBundle: z.boolean().default(false),
  /** The order's committed tax was reversed with the payment; false before (and on older records). */
  taxReversed: z.boolean().default(false),
  /**
   * The refund of a late eSIM not delivered (decision 0048): its first step wins the order's
   * handover from delivery, or is dropped; false on every other refund.
   */
  lateDelivery: z.boolean().default(false),
});
export type RefundRecord = z.infer<typeof refundRecordSchema>;

const refunds = ordersStoreFamily('refund/', refundRecordSchema);
/**
 * When the entry was listed: an entry without its record is dropped only once it is old (its writer
 * may be between the two writes).
 */
const openRefunds = ordersStoreFamily('refund-open/', z.object({ at: z.number() }));

export function findRefund(orderId: string): Promise<RefundRecord | null> {
  return refunds.read(orderId);
}

/** Opens the order's one refund; null when another run opened it first. */
export async function openRefund(
  orderId: string,
  now: number,
  { keepsBundle = false, lateDelivery = false } = {},
): Promise<RefundRecord | null> {
  await openRefunds.write(orderId, { at: now });
  const at = new Date(now).toISOString();
  const record: RefundRecord = {
    orderId,
    step: 'started',
    startedAt: at,
    updatedAt: at,
    paymentRefundId: null,
    balanceCredit: null,
    failures: 0,
    lastError: null,
    keepsBundle,
    taxReversed: false,
    lateDelivery,
  };
  return (await refunds.createIfNew(orderId, record)) ? record : null;
}

/** Records that the refund got to `step`. */
export async function advanceRefund(
  record: RefundRecord,
  step: RefundStep,
  change: Partial<Pick<RefundRecord, 'paymentRefundId' | 'balanceCredit'>> = {},
): Promise<RefundRecord> {
  const advanced = { ...record, ...change, step, updatedAt: new Date().toISOString() };
  await refunds.write(record.orderId, advanced);
  // The record keeps only its last step; the timeline keeps each (never failing the refund).
  await recordOrderEvent(record.orderId, {
    kind: 'refund-step',
    summary: `Refund: ${stepTexts[step]}`,
    ...(change.paymentRefundId ? { detail: `Gateway refund ${change.paymentRefundId}` } : {}),
  });
  if (step === 'done') await openRefunds.remove(record.orderId);
  return advanced;
}

/** Notes that the order's tax was reversed, so a re-drive of the same step never asks again. */
export async function noteTaxReversed(record: RefundRecord): Promise<RefundRecord> {
  const noted = { ...record, taxReversed: true, updatedAt: new Date().toISOString() };
  await refunds.write(record.orderId, noted);
  return noted;
}

const stepTexts: Record<RefundStep, string> = {
  started: 'started',
  'bundle-revoked': 'the bundle was revoked at the provider',
  'payment-refunded': 'the payment was refunded',
  done: 'done; the order is marked refunded and the mail queued',
};

/**
 * Records a re-drive run that could not take the refund further (read afresh: the run may have
 * advanced its step).
 */
export async function recordRefundFailure(
  orderId: string,
  error: string,
  now: number,
): Promise<RefundRecord | null> {
  const record = await refunds.read(orderId);
  if (!record || record.step === 'done') return record;
  const failed = {
    ...record,
    failures: record.failures + 1,
    lastError: error.slice(0, 300),
    updatedAt: new Date(now).toISOString(),
  };
  await refunds.write(orderId, failed);
  await recordOrderEvent(orderId, {
    kind: 'refund-failure',
    summary: `Refund: re-drive run ${failed.failures} could not take it further (${record.step})`,
    detail: failed.lastError,
  });
  return failed;
}

/**
 * Records that an operator credited the revoked bundle's value to the provider balance: 'marked'
 * by this call; 'marked-before' when already so; 'not-pending' while the refund is not done (its
 * own run would undo the mark) or another mark wrote first (written only if unchanged since read).
 */
export async function recordBalanceCredited(
  orderId: string,
  now: number,
): Promise<'marked' | 'marked-before' | 'not-pending'> {
  const { record, etag } = await refunds.readVersioned(orderId);
  if (record?.step !== 'done') return 'not-pending';
  if (record.balanceCredit === 'credited') return 'marked-before';
  const marked = {
    ...record,
    balanceCredit: 'credited' as const,
    updatedAt: new Date(now).toISOString(),
  };
  return (await refunds.writeIfUnchanged(orderId, marked, etag)) ? 'marked' : 'not-pending';
}

/** Forgets a refund the provider refused before anything was revoked: the order is as it was. */
export async function dropRefund(orderId: string): Promise<void> {
  await refunds.remove(orderId);
  await openRefunds.remove(orderId);
  await recordOrderEvent(orderId, {
    kind: 'refund-dropped',
    summary:
      'Refund dropped before anything was revoked or refunded (a top-up under way, or the provider refused)',
  });
}

/** Ids of refunds not done yet, with when each was listed, for the re-drive. */
export async function listOpenRefunds(): Promise<{ orderId: string; listedAt: number | null }[]> {
  const ids = await openRefunds.listNames();
  return Promise.all(
    ids.map(async (orderId) => ({
      orderId,
      listedAt: (await openRefunds.readIfValid(orderId))?.at ?? null,
    })),
  );
}

/** Ids of refunds not done yet, without reading them: the re-drive reads a batch at a time. */
export function listOpenRefundIds(): Promise<string[]> {
  return openRefunds.listNames();
}

/** When the refund of `orderId` was listed as open, or null. */
export async function openRefundListedAt(orderId: string): Promise<number | null> {
  return (await openRefunds.readIfValid(orderId))?.at ?? null;
}

/** Drops an open-refunds entry that lists no refund in progress. */
export async function forgetOpenRefund(orderId: string): Promise<void> {
  await openRefunds.remove(orderId);
}
