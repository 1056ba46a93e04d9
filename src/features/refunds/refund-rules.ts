/**
 * Who may cancel an eSIM order and get the money back (docs/product.md#refund-window: within the
 * refund window, only before installation or activation), as pure rules over the order, its refund
 * record and what the provider says of the eSIM. Each refusal has the message the customer reads.
 */
import type { BundleAssignment, EsimUsage } from '../esim-provider/provider.ts';
import type { OrderRecord } from '../orders/order.ts';
import { REFUND_WINDOW_DAYS, REFUND_WINDOW_MS } from './refund-window.ts';
import type { RefundRecord } from './refund-records.server.ts';

export type RefundRefusal =
  | 'not-found'
  | 'already-refunded'
  | 'under-way'
  | 'top-up'
  | 'top-up-under-way'
  | 'not-ready'
  | 'too-late'
  | 'installed'
  | 'started'
  | 'not-cancellable'
  | 'provider-unavailable'
  | 'delivered-meanwhile';

export const refundRefusals: Record<RefundRefusal, string> = {
  'not-found': 'Order not found',
  'already-refunded': 'This order has already been refunded',
  'under-way': 'A refund for this order is already under way',
  'top-up': 'Added data cannot be cancelled on its own. Please contact support.',
  'top-up-under-way':
    'Data is being added to this eSIM right now. Please try again in a few minutes.',
  'not-ready': 'This eSIM is not ready yet',
  'too-late': `More than ${REFUND_WINDOW_DAYS} days since purchase`,
  installed: 'This eSIM is already installed',
  started: 'This plan has already started',
  'not-cancellable': 'This plan can no longer be cancelled',
  'provider-unavailable':
    'We cannot reach the eSIM network right now. Please try again in a few minutes.',
  'delivered-meanwhile':
    'Your eSIM has just been delivered: it is in My Orders and on its way to your inbox.',
};

/**
 * Each refusal's catalogue key: what the customer reads, in their language. `refundRefusals` above
 * is its English, which staff read (refund-rules.test.ts holds the two together).
 */
export const refundRefusalKeys = {
  'not-found': 'api.orders.notFound',
  'already-refunded': 'api.refunds.alreadyRefunded',
  'under-way': 'api.refunds.underWay',
  'top-up': 'api.refunds.topUp',
  'top-up-under-way': 'api.refunds.topUpUnderWay',
  'not-ready': 'api.orders.notReady',
  'too-late': 'api.refunds.tooLate',
  installed: 'api.refunds.installed',
  started: 'api.refunds.started',
  'not-cancellable': 'api.refunds.notCancellable',
  'provider-unavailable': 'api.refunds.providerUnavailable',
  'delivered-meanwhile': 'api.refunds.deliveredMeanwhile',
} as const satisfies Record<RefundRefusal, string>;

/**
 * The eSIM Go bundle an order bought (provisioning orders `plan.bundle`, or the plan id without
 * one).
 */
export const bundleOf = (order: OrderRecord) => order.plan.bundle ?? order.plan.id;

/** The refusal the order itself gives, before the provider is asked; null when it may go on. */
export function orderRefusal(
  order: OrderRecord | null,
  userId: string,
  refund: RefundRecord | null,
  now: number,
): RefundRefusal | null {
  // Another customer's order is answered like a missing one.
  if (!order || order.userId !== userId) return 'not-found';
  if (order.refundedAt !== null || refund?.step === 'done') return 'already-refunded';
  if (refund) return 'under-way';
  if (order.topUpOf !== null) return 'top-up';
  // Delivered, not only completed: the delivery mail must never follow a refund.
  if (order.provisioningStatus !== 'completed' || order.deliveredAt === null || !order.iccid)
    return 'not-ready';
  if (now - Date.parse(order.createdAt) > REFUND_WINDOW_MS) return 'too-late';
  return null;
}

/**
 * Whether `assignment` may be the order's by its bundle's name alone: it names no provider order
 * (one naming another is that order's, a top-up's).
 */
const mayBeByName = (assignment: BundleAssignment, order: OrderRecord) =>
  assignment.providerReference === '' && assignment.bundle === bundleOf(order);

/**
 * The bundle this order put on its eSIM, as the provider lists it: by its provider order, else by
 * name.
 */
export function assignmentOf(
  usage: EsimUsage | null,
  order: OrderRecord,
): BundleAssignment | undefined {
  const bundles = usage?.bundles ?? [];
  return (
    bundles.find((assignment) => assignment.providerReference === order.providerReference) ??
    bundles.find((assignment) => mayBeByName(assignment, order))
  );
}

/**
 * The refusal the provider's view of the eSIM gives: installed (anything but released), the plan
 * started, a bundle we cannot say is unused (revoked, or in a state we do not know), or one we
 * cannot take back alone.
 */
export function usageRefusal(usage: EsimUsage | null, order: OrderRecord): RefundRefusal | null {
  if (!usage) return 'not-cancellable';
  if (usage.profileState !== 'released') return 'installed';
  const assignment = assignmentOf(usage, order);
  // A state we cannot read says nothing about first use: 'started' would be a guess.
  if (!assignment || assignment.state === 'revoked' || assignment.state === 'unknown')
    return 'not-cancellable';
  if (!isUnused(assignment)) return 'started';
  const others = usage.bundles.filter((other) => other !== assignment && isUnused(other));
  // Without an id the provider revokes by name, the oldest unused of the plan: maybe a top-up
  // instead.
  if (!assignment.assignmentId && others.some((other) => other.bundle === bundleOf(order)))
    return 'not-cancellable';
  // Found by name, it may be a top-up's of the same plan that the provider also listed without its
  // order.
  if (
    assignment.providerReference !== order.providerReference &&
    others.some((other) => mayBeByName(other, order))
  )
    return 'not-cancellable';
  return null;
}

const isUnused = (assignment: BundleAssignment) =>
  assignment.state === 'queued' || assignment.state === 'processing';
