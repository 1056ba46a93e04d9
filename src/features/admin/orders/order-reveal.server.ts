/**
 * An order's activation code, revealed to staff on a support call: a bearer credential, so each
 * reveal gives a reason, is taken from the member's allowance, is audited before it is answered and
 * shows on the timeline (docs/decisions/0034-activation-code-reveals.md).
 */
import type { UserRecord } from '../../auth/users.server.ts';
import { installDetails } from '../../orders/install-links.ts';
import { recordOrderEvent } from '../../orders/order-events.server.ts';
import { findOrder } from '../../orders/orders.server.ts';
import { recordStaffAction } from '../../staff/audit-log.server.ts';
import { takeReveal } from '../../staff/reveal-allowance.server.ts';
import type { StaffRole } from '../../staff/staff.ts';
import type { Failure } from '../../../lib/result.ts';
import { ownEsimOf } from './order-view.server.ts';
import type { RevealedActivation } from './order-view.ts';

export type RevealRefusal =
  | Failure<'order-not-found' | 'no-activation-code'>
  | (Failure<'too-many-reveals'> & { retryAfterMs: number });

export async function revealActivationCode(
  orderId: string,
  staff: { user: UserRecord; role: StaffRole },
  reason: string,
): Promise<{ ok: true; activation: RevealedActivation } | RevealRefusal> {
  const order = await findOrder(orderId);
  if (!order) return { ok: false, reason: 'order-not-found' };
  const lpa = ownEsimOf(order) ? order.lpa : null;
  const details = lpa ? installDetails(lpa) : null;
  if (!lpa || !details) return { ok: false, reason: 'no-activation-code' };
  // Only a code that would be revealed counts; a refusal writes nothing, not even to the log,
  // which a script could otherwise fill.
  const taken = await takeReveal(staff.user.id);
  if (!taken.ok) return taken;
  const actor = { id: staff.user.id, email: staff.user.email, role: staff.role };
  // The log first: if it cannot be written, nothing is revealed.
  await recordStaffAction({
    actor,
    action: 'order.reveal-activation-code',
    target: { kind: 'order', id: order.id },
    reason,
  });
  await recordOrderEvent(order.id, {
    kind: 'activation-code-revealed',
    summary: `Activation code revealed to ${actor.email} (${actor.role})`,
    detail: reason,
  });
  return { ok: true, activation: { lpa, ...details } };
}
