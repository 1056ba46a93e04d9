/**
 * What the withdrawal functions share: who asks (the mailed link, else the signed-in owner), each
 * refusal's answer, and the sentence that says what became of a received withdrawal.
 */
import type { Guarded } from '../../lib/result.ts';
import { errorResponse } from '../../lib/http.ts';
import { requireUser } from '../auth/guard.server.ts';
import { formatAmount } from '../currency/format-price.ts';
import type { Translator } from '../i18n/translate.ts';
import type { OrderRecord } from '../orders/order.ts';
import type { WithdrawalRecord } from './withdrawal-records.server.ts';
import { WITHDRAWAL_PERIOD_DAYS, type WithdrawalOutcome } from './withdrawal-period.ts';
import type { WithdrawalAccess } from './withdrawals.server.ts';

export async function withdrawalAccess(
  req: Request,
  given: { link?: string; orderId?: string },
): Promise<Guarded<{ access: WithdrawalAccess }>> {
  if (given.link) return { ok: true, access: { link: given.link } };
  const auth = await requireUser(req);
  if (!auth.ok) return auth;
  return { ok: true, access: { userId: auth.user.id, orderId: given.orderId ?? '' } };
}

const refusals = {
  'link-invalid': [410, 'api.withdrawal.linkInvalid'],
  'not-found': [404, 'api.orders.notFound'],
  'already-refunded': [409, 'api.refunds.alreadyRefunded'],
  'period-over': [403, 'api.withdrawal.periodOver'],
} as const;

export function refusalAnswer(reason: keyof typeof refusals, t: Translator): Response {
  const [status, key] = refusals[reason];
  return errorResponse(status, t(key, { days: WITHDRAWAL_PERIOD_DAYS }));
}

const outcomeKeys = {
  refunded: 'api.withdrawal.refunded',
  'refund-under-way': 'api.withdrawal.refundUnderWay',
  'delivery-started': 'api.withdrawal.deliveryStarted',
  support: 'api.withdrawal.support',
} as const satisfies Record<WithdrawalOutcome, string>;

/** What the confirm step shows once the withdrawal is received. */
export function receivedMessage(
  withdrawal: WithdrawalRecord,
  order: OrderRecord,
  t: Translator,
): string {
  const amount = formatAmount(order.amountCents, order.currency, t.locale);
  const outcome = withdrawal.outcome ? t(outcomeKeys[withdrawal.outcome], { amount }) : '';
  return `${t('api.withdrawal.received')} ${outcome}`.trim();
}
