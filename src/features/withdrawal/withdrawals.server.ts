/**
 * The withdrawal function's use cases (docs/decisions/0042-withdrawal-function.md): mail the
 * order's owner a signed link (nothing to anyone else, the same answer either way), show the
 * contract, and receive the withdrawal once, then refund or say why not, and acknowledge by mail.
 */
import { randomUUID } from 'node:crypto';
import { siteUrl } from '../../lib/env.ts';
import type { Failure } from '../../lib/result.ts';
import { takeAccountMailAllowance } from '../auth/account-mail-cap.server.ts';
import { findUserByEmail, findUserById } from '../auth/users.server.ts';
import { planWordsIn } from '../catalogue/plan-words.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import { queueMail } from '../mail/mail-queue.server.ts';
import { pageLink } from '../mail/page-link.ts';
import type { OrderRecord } from '../orders/order.ts';
import { findOrder, listUserOrders } from '../orders/orders.server.ts';
import type { RefundDeps } from '../refunds/refunds.server.ts';
import {
  signWithdrawalLink,
  verifyWithdrawalLink,
  WITHDRAWAL_LINK_LIFETIME_MS,
} from './withdrawal-link.server.ts';
import { withdrawalLinkMail } from './withdrawal-mail.ts';
import {
  findWithdrawal,
  recordWithdrawalOnce,
  type WithdrawalRecord,
} from './withdrawal-records.server.ts';
import { settleWithdrawal } from './withdrawal-settle.server.ts';
import {
  WITHDRAW_CONFIRM_PATH,
  withinWithdrawalPeriod,
  type WithdrawalContract,
} from './withdrawal-period.ts';

/** Who asks: the holder of a mailed link, or the signed-in owner of an order. */
export type WithdrawalAccess = { link: string } | { userId: string; orderId: string };

type Refusal = 'link-invalid' | 'not-found' | 'already-refunded' | 'period-over';

/**
 * Mails the link when `email` is the address of the account that owns the order numbered
 * `orderNumber` (its first characters, as mails show it) and the order is within its period.
 * Runs after the answer: a stranger learns nothing, by the answer or its time.
 */
export async function mailWithdrawalLink(
  orderNumber: string,
  email: string,
  now = Date.now(),
): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  // The customer's own orders only: the cost is theirs, never the shop's whole history.
  const order = (await listUserOrders(user.id)).find(
    (candidate) =>
      candidate.id.startsWith(orderNumber) &&
      candidate.refundedAt === null &&
      withinWithdrawalPeriod(candidate.createdAt, now),
  );
  if (!order || !(await takeAccountMailAllowance(user.email, 'account', now))) return;
  const t = await loadTranslator(user.locale);
  const link = `${pageLink(siteUrl(), t.locale, WITHDRAW_CONFIRM_PATH)}?link=${signWithdrawalLink(order.id, now)}`;
  const hours = WITHDRAWAL_LINK_LIFETIME_MS / 3_600_000;
  await queueMail(
    `withdrawal-link/${randomUUID()}`,
    withdrawalLinkMail(user.email, order, link, hours, t),
  );
}

/** The order the caller may withdraw from, and when they asked (a link: when it was mailed). */
async function orderFor(
  access: WithdrawalAccess,
  now: number,
): Promise<{ ok: true; order: OrderRecord; askedAt: number } | Failure<Refusal>> {
  const verified = 'link' in access ? verifyWithdrawalLink(access.link, now) : null;
  if ('link' in access && !verified) return { ok: false, reason: 'link-invalid' };
  const order = await findOrder(verified?.orderId ?? ('orderId' in access ? access.orderId : ''));
  // Another customer's order is answered like a missing one.
  if (!order || ('userId' in access && order.userId !== access.userId))
    return { ok: false, reason: 'not-found' };
  return { ok: true, order, askedAt: verified?.issuedAt ?? now };
}

/** The contract the confirm step shows, with the account's name to prefill. */
export async function withdrawalContract(
  access: WithdrawalAccess,
  t: { locale: Parameters<typeof loadTranslator>[0] },
  now = Date.now(),
): Promise<{ ok: true; contract: WithdrawalContract } | Failure<Refusal>> {
  const found = await orderFor(access, now);
  if (!found.ok) return found;
  const { order } = found;
  const [user, withdrawal] = await Promise.all([
    findUserById(order.userId),
    findWithdrawal(order.id),
  ]);
  const words = planWordsIn(order.plan, await loadTranslator(t.locale));
  return {
    ok: true,
    contract: {
      orderId: order.id,
      orderNumber: order.id.slice(0, 8),
      plan: `${words.plan}, ${words.country}`,
      boughtAt: order.createdAt,
      name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
      email: user?.email ?? '',
      receivedAt: withdrawal?.receivedAt ?? null,
    },
  };
}

/** The browser's zone when this runtime knows it, else null (the mail then gives UTC only). */
function knownZone(timeZone: string | null): string | null {
  if (!timeZone) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export type Confirmed =
  | { ok: true; withdrawal: WithdrawalRecord; order: OrderRecord; repeated: boolean }
  | Failure<Refusal>;

/**
 * Receives the withdrawal once per order: the first confirm records it, refunds an unused plan
 * through the refund machinery and queues the acknowledgement; a repeat answers what was received.
 */
export async function confirmWithdrawal(
  access: WithdrawalAccess,
  given: { name: string; timeZone: string | null; locale: string },
  deps: RefundDeps,
): Promise<Confirmed> {
  const now = (deps.now ?? Date.now)();
  const found = await orderFor(access, now);
  if (!found.ok) return found;
  const { order, askedAt } = found;
  const existing = await findWithdrawal(order.id);
  if (existing) return { ok: true, withdrawal: existing, order, repeated: true };
  if (order.refundedAt !== null) return { ok: false, reason: 'already-refunded' };
  // Sent in time is in time: a link asked for within the period confirms after it.
  if (!withinWithdrawalPeriod(order.createdAt, askedAt))
    return { ok: false, reason: 'period-over' };
  const user = await findUserById(order.userId);
  const record: WithdrawalRecord = {
    orderId: order.id,
    userId: order.userId,
    name: given.name,
    email: user?.email ?? '',
    receivedAt: new Date(now).toISOString(),
    via: 'link' in access ? 'link' : 'account',
    locale: user?.locale ?? given.locale,
    timeZone: knownZone(given.timeZone),
    outcome: null,
    reason: null,
    decidedAt: null,
  };
  if (!(await recordWithdrawalOnce(record))) {
    const first = (await findWithdrawal(order.id))!;
    return { ok: true, withdrawal: first, order, repeated: true };
  }
  // A crash from here on leaves the withdrawal pending: the re-drive settles it.
  const withdrawal = await settleWithdrawal(record, order, deps);
  return { ok: true, withdrawal, order, repeated: false };
}
