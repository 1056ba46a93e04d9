/** Whether a plan may be sold as a top-up of an eSIM: the gate of the top-up checkout. */
import type { Failure } from '../../lib/result.ts';
import type { Plan } from '../catalogue/plan.ts';
import { currencySchema, type Currency } from '../currency/currencies.ts';
import { findOwnedEsim } from '../esims/owned-esim.server.ts';
import type { EsimGone } from '../esim-provider/purchases.server.ts';
import { findRefund } from '../refunds/refund-records.server.ts';
import { sameDestination } from './top-up.ts';

/** The eSIM a top-up adds data to: the order that bought it and its ICCID. */
export interface TopUpTarget {
  orderId: string;
  iccid: string;
}

export type TopUpRefusal = 'esim-not-found' | 'plan-does-not-fit';

/**
 * `userId`'s eSIM bought by order `orderId`, when `plan` (from the live catalogue; undefined when
 * it is not there) is for the same destination. A stranger's eSIM is 'esim-not-found', like a
 * missing one, and so is one whose refund has begun (it is marked refunded only at its last step).
 * `currency` is what the eSIM was bought in: its top-ups are charged in it too.
 */
export async function findTopUpTarget(
  userId: string,
  orderId: string,
  plan: Plan | undefined,
): Promise<{ ok: true; target: TopUpTarget; currency: Currency } | Failure<TopUpRefusal>> {
  const esim = await findOwnedEsim(userId, orderId);
  if (!esim || (await findRefund(orderId)) !== null) return { ok: false, reason: 'esim-not-found' };
  if (!plan || !sameDestination(esim.plan, plan)) return { ok: false, reason: 'plan-does-not-fit' };
  return {
    ok: true,
    target: { orderId: esim.id, iccid: esim.iccid },
    currency: currencySchema.parse(esim.currency),
  };
}

/**
 * True when a top-up can no longer be applied to its eSIM: it is not `userId`'s (any more), it is
 * refunded, or a refund of it has begun. Checked when a top-up is paid and again, under the
 * purchase gate, right before its bundle is bought.
 */
export async function topUpTargetGone(userId: string, target: TopUpTarget): Promise<boolean> {
  return (await whyTopUpTargetGone(userId, target)) !== null;
}

/** Why a top-up can no longer be applied to its eSIM (see topUpTargetGone), or null when it can. */
export async function whyTopUpTargetGone(
  userId: string,
  target: TopUpTarget,
): Promise<EsimGone | null> {
  const esim = await findOwnedEsim(userId, target.orderId);
  if (!esim || esim.iccid !== target.iccid) return 'refunded';
  return (await findRefund(target.orderId)) === null ? null : 'refund-asked';
}
