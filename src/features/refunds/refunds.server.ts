/**
 * The self-service refund: the request is checked against every rule, then one run per order (the
 * refund record is the gate) revokes the bundle, pays back and marks the order, each step recorded
 * before the next for the re-drive (docs/decisions/0017-self-service-refunds.md).
 */
import { siteUrl, supportEmail } from '../../lib/env.ts';
import type { Failure } from '../../lib/result.ts';
import { findUserById } from '../auth/users.server.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import { draftRefundCreditNote } from '../invoices/issue.server.ts';
import { cancelTopUpQuotes } from '../payments/open-quotes.server.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { Mailer } from '../mail/mail.ts';
import { queueMail } from '../mail/mail-queue.server.ts';
import { isSettled, type OrderRecord } from '../orders/order.ts';
import { findOrder, listUserOrders, markRefunded } from '../orders/orders.server.ts';
import { findOpenPurchase, settleRefundRace } from '../esim-provider/purchases.server.ts';
import { ProviderError, type BalanceCredit, type EsimProvider } from '../esim-provider/provider.ts';
import type { TaxPort } from '../tax/tax-port.ts';
import { listPendingBalanceCredit } from './balance-credits.server.ts';
import { orderRefundedMail, refundStuckMail } from './refund-mail.ts';
import { reverseOrderTax } from './refund-tax.server.ts';
import {
  advanceRefund,
  dropRefund,
  findRefund,
  openRefund,
  type RefundRecord,
} from './refund-records.server.ts';
import {
  assignmentOf,
  bundleOf,
  orderRefusal,
  usageRefusal,
  type RefundRefusal,
} from './refund-rules.ts';

export interface RefundDeps {
  provider: EsimProvider;
  gateway: PaymentGateway;
  mailer?: Mailer;
  /** The clock of the refund window (tests move it); Date.now by default. */
  now?: () => number;
  /** Where the order's tax is reversed; the environment's tax engine by default. */
  tax?: TaxPort;
}

/** `finished: false`: the refund is started and committed, and the re-drive completes it. */
export type RefundOutcome =
  { ok: true; order: OrderRecord; finished: boolean } | Failure<RefundRefusal>;

/** `userId` asks to cancel order `orderId` and get the money back. */
export async function requestRefund(
  userId: string,
  orderId: string,
  deps: RefundDeps,
): Promise<RefundOutcome> {
  const now = (deps.now ?? Date.now)();
  const [order, refund] = await Promise.all([findOrder(orderId), findRefund(orderId)]);
  // Loaded for an undelivered order only: the late refund stays out of every other function's start.
  if (order?.userId === userId && refund === null && order.deliveredAt === null) {
    const { isLateUndelivered } = await import('./late-orders.server.ts');
    if (isLateUndelivered(order, now)) return refundLateOrder(order, deps, now);
  }
  const refusal =
    orderRefusal(order, userId, refund, now) ?? (await providerRefusal(order!, deps.provider));
  if (refusal) return { ok: false, reason: refusal };
  const lost = await openRefundOnce(orderId, now);
  if (lost) return { ok: false, reason: lost };
  return runOpenedRefund(order!, deps);
}

/**
 * Refunds a late eSIM not delivered, in full: its refund record first, then the handover, which a
 * delivery may have won (docs/decisions/0048-delivery-promise-and-late-refund.md).
 */
export async function refundLateOrder(
  order: OrderRecord,
  deps: RefundDeps,
  now: number,
): Promise<RefundOutcome> {
  const lost = await openRefundOnce(order.id, now, { keepsBundle: true, lateDelivery: true });
  if (lost) return { ok: false, reason: lost };
  const { endLateOrder } = await import('./late-orders.server.ts');
  if (!(await endLateOrder(order.id))) {
    await dropRefund(order.id);
    return { ok: false, reason: 'delivered-meanwhile' };
  }
  return runOpenedRefund(order, deps);
}

/**
 * The re-drive's refund of a late eSIM when LATE_DELIVERY_REFUND is automatic: 'refused' when the
 * order is not late and undelivered any more, or its delivery won the handover.
 */
export async function refundLateAutomatically(
  orderId: string,
  deps: RefundDeps,
): Promise<'refunded' | 'committed' | 'refused'> {
  const now = (deps.now ?? Date.now)();
  const order = await findOrder(orderId);
  const { isLateUndelivered } = await import('./late-orders.server.ts');
  if (!order || !isLateUndelivered(order, now)) return 'refused';
  const outcome = await refundLateOrder(order, deps, now);
  if (outcome.ok) return outcome.finished ? 'refunded' : 'committed';
  if (outcome.reason === 'already-refunded') return 'refunded';
  return outcome.reason === 'under-way' ? 'committed' : 'refused';
}

/** Opens the order's one refund; when another call opened it first, why this one stops. */
export async function openRefundOnce(
  orderId: string,
  now: number,
  options?: { keepsBundle?: boolean; lateDelivery?: boolean },
): Promise<'already-refunded' | 'under-way' | null> {
  if (await openRefund(orderId, now, options)) return null;
  const other = await findRefund(orderId);
  return other?.step === 'done' ? 'already-refunded' : 'under-way';
}

/**
 * Runs a refund this call opened: first steps back for a top-up of the eSIM that goes on, then
 * takes the refund to its end (or leaves it committed for the re-drive).
 */
export async function runOpenedRefund(
  order: OrderRecord,
  deps: RefundDeps,
): Promise<RefundOutcome> {
  const orderId = order.id;
  // Read after the gate is written, as a top-up's provisioning reads the gate after opening its
  // purchase: one of the two always sees the other.
  if (await isTopUpGoingOn(order)) {
    await dropRefund(orderId);
    return { ok: false, reason: 'top-up-under-way' };
  }
  try {
    const finished = await finishRefund(orderId, deps);
    if (!finished) return { ok: false, reason: 'not-cancellable' };
  } catch (error) {
    // The bundle may be revoked already: the refund is committed, the re-drive finishes it.
    console.error(
      `Refund of order ${orderId} stopped part way; the re-drive will finish it: ${error instanceof Error ? error.message : error}`,
    );
    return { ok: true, order, finished: false };
  }
  const refunded = (await findOrder(orderId))!;
  return { ok: true, order: refunded, finished: refunded.refundedAt !== null };
}

/**
 * True when a top-up of this eSIM has an open purchase that goes on before this refund: it may be
 * past its last check, buying. Its provisioning may also have seen this refund: the purchase record
 * then settles which goes on, and both sides read the same answer
 * (esim-provider/purchases.server.ts).
 */
async function isTopUpGoingOn(esim: OrderRecord): Promise<boolean> {
  const topUps = (await listUserOrders(esim.userId)).filter(
    (order) => order.topUpOf === esim.id && !isSettled(order),
  );
  const goingOn = await Promise.all(
    topUps.map(async (order) => {
      const purchase = await findOpenPurchase(order.id);
      return (
        purchase !== null && (await settleRefundRace(order.id, purchase, 'top-up')) === 'top-up'
      );
    }),
  );
  return goingOn.some(Boolean);
}

/**
 * The provider's re-check: never installed, the bundle not started, and its dry run of exactly the
 * order's assignment says it may go.
 */
export async function providerRefusal(
  order: OrderRecord,
  provider: EsimProvider,
): Promise<RefundRefusal | null> {
  try {
    const usage = await provider.usage(order.iccid!);
    const refusal = usageRefusal(usage, order);
    if (refusal) return refusal;
    const assignmentId = assignmentOf(usage, order)?.assignmentId ?? null;
    const dryRun = await provider.refundBundle({
      iccid: order.iccid!,
      bundle: bundleOf(order),
      assignmentId,
      dryRun: true,
    });
    return dryRun.ok ? null : 'not-cancellable';
  } catch (error) {
    if (error instanceof ProviderError) return 'provider-unavailable';
    throw error;
  }
}

/**
 * Takes an open refund from the step it got to until done
 * (docs/decisions/0017-self-service-refunds.md). Returns the record as it ends, or null when the
 * provider refused the revoke (nothing was taken back: the refund is dropped). Throws when a step
 * fails; the record keeps the step to resume from.
 */
export async function finishRefund(
  orderId: string,
  deps: RefundDeps,
): Promise<RefundRecord | null> {
  let refund = await findRefund(orderId);
  let order = await findOrder(orderId);
  if (!refund || !order || (!order.iccid && !refund.keepsBundle)) return refund;
  // A late eSIM's refund goes on only once it has won the order from its delivery.
  if (refund.step === 'started' && refund.lateDelivery) {
    const { endLateOrder } = await import('./late-orders.server.ts');
    const ended = await endLateOrder(orderId);
    if (!ended) {
      await dropRefund(orderId);
      return null;
    }
    order = ended;
  }
  if (refund.step === 'started' && refund.keepsBundle)
    refund = await advanceRefund(refund, 'bundle-revoked');
  if (refund.step === 'started' && order.iccid) {
    const balanceCredit = await revokeBundle({ ...order, iccid: order.iccid }, deps.provider);
    if (!balanceCredit) {
      await dropRefund(orderId);
      return null;
    }
    refund = await advanceRefund(refund, 'bundle-revoked', { balanceCredit });
  }
  if (refund.step === 'bundle-revoked') {
    // No data may be bought for an eSIM being refunded: its open top-up checkouts are cancelled (a
    // repeat finds none).
    await cancelTopUpQuotes(deps.gateway, order.id);
    const paid = await deps.gateway.refund({
      paymentIntentId: order.paymentIntentId,
      amountCents: order.amountCents,
      idempotencyKey: `refund:${order.id}`,
    });
    refund = await advanceRefund(refund, 'payment-refunded', { paymentRefundId: paid.id });
  }
  if (refund.step === 'payment-refunded') {
    // The mail and the operators' list before the marks: a crash between them writes them again
    // (the same), never forgets them.
    const refundedAt = new Date((deps.now ?? Date.now)()).toISOString();
    await queueRefundMail(order, refund, deps.mailer);
    // The credit note cancelling its invoice (an order from before invoices gets that drafted
    // first): drafted here, no counter, numbered by the re-drive.
    await draftRefundCreditNote(order);
    if (refund.balanceCredit === 'pending') await listPendingBalanceCredit(order, refundedAt);
    await markRefunded(order.id, refundedAt);
    refund = await reverseOrderTax(order, refund, deps.tax);
    refund = await advanceRefund(refund, 'done');
  }
  return refund;
}

/**
 * Revokes exactly the order's bundle assignment; answers where its value went (null when the
 * provider refused), also once an earlier run revoked it and crashed before recording it.
 */
async function revokeBundle(
  order: OrderRecord & { iccid: string },
  provider: EsimProvider,
): Promise<BalanceCredit | null> {
  // Asked first: revoking a revoked assignment again is refused, which would drop a refund whose
  // bundle is taken back.
  const assignment = assignmentOf(await provider.usage(order.iccid), order);
  // The refund was opened on this listed assignment; gone now (an earlier run may have revoked it),
  // by name the provider would take the oldest unused of the plan, maybe a paid top-up. So nothing
  // is revoked: the re-drive retries, then asks a person.
  if (!assignment)
    throw new Error(
      `The bundle of order ${order.id} is not in the provider's list for its eSIM any more; nothing was revoked`,
    );
  // That earlier run's answer is lost: 'pending' asks an operator to look, who finds nothing to
  // credit if it was.
  if (assignment.state === 'revoked') return 'pending';
  let revoked;
  try {
    // By its id, so a top-up of the same plan is never taken instead; by name only when the
    // provider listed it with no id.
    revoked = await provider.refundBundle({
      iccid: order.iccid,
      bundle: bundleOf(order),
      assignmentId: assignment.assignmentId ?? null,
      dryRun: false,
    });
  } catch (error) {
    // A request refused as it is (eSIM Go 400/403) revoked nothing; anything else may have, so it
    // is retried.
    if (!(error instanceof ProviderError) || error.retryable || error.outcomeUnknown) throw error;
    revoked = { ok: false as const, reason: error.message };
  }
  if (revoked.ok) return revoked.balanceCredit;
  console.error(
    `Refund of order ${order.id}: the provider refused to revoke the bundle (${revoked.reason}); the refund is dropped`,
  );
  return null;
}

async function queueRefundMail(
  order: OrderRecord,
  refund: RefundRecord,
  mailer?: Mailer,
): Promise<void> {
  const user = await findUserById(order.userId);
  const what =
    order.provisioningStatus === 'failed' ? 'undelivered' : refund.keepsBundle ? 'kept' : 'revoked';
  if (user)
    await queueMail(
      `order-refunded/${order.id}`,
      orderRefundedMail(user.email, order, siteUrl(), what, await loadTranslator(user.locale)),
      { mailer },
    );
}

/**
 * Tells support, once per refund, that it needs a person (refund-redrive.server.ts decides when).
 */
export async function queueStuckRefundMail(
  refund: RefundRecord,
  lastError: string,
  mailer?: Mailer,
): Promise<void> {
  const order = await findOrder(refund.orderId);
  if (!order) return;
  const user = await findUserById(order.userId);
  await queueMail(
    `refund-stuck/${order.id}`,
    refundStuckMail(
      supportEmail(),
      order,
      user?.email,
      refund.step,
      lastError,
      await loadTranslator('en'),
    ),
    { mailer },
  );
}
