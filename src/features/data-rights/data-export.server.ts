/**
 * A customer's data as one JSON document (GDPR Art. 15 and 20; docs/decisions/0043-data-rights.md),
 * read only through their own indexes, so its cost follows what they have, never the shop's size.
 * No provider call: usage is as last recorded.
 */
import { accountFailureTimes } from '../auth/sessions/throttle.server.ts';
import { listUserSessions } from '../auth/sessions/sessions.server.ts';
import type { UserRecord } from '../auth/users.server.ts';
import { remindersTurnedOffAt } from '../esims/reminders/reminders-off.server.ts';
import { readCachedStatus } from '../esims/status-cache.server.ts';
import { findRecordedUsage } from '../esims/usage-records.server.ts';
import type { OrderRecord } from '../orders/order.ts';
import { listUserOrders } from '../orders/orders.server.ts';
import { findRefund } from '../refunds/refund-records.server.ts';
import { listMessagesFrom } from '../support/contact-messages.server.ts';
import { findWithdrawal } from '../withdrawal/withdrawal-records.server.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** The account as kept, without its secrets (the password's hash, the authenticator's secret). */
function profileOf(user: UserRecord) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.locale,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    emailVerifiedAt: user.emailVerifiedAt,
    passwordChangedAt: user.passwordChangedAt ?? null,
    blockedAt: user.blockedAt ?? null,
    closure: user.closure ?? null,
    authenticatorEnrolledAt: user.totp?.enrolledAt ?? null,
  };
}

/**
 * An order as the customer knows it: no owners' figures (cost, exchange rate), no provider
 * internals, and no activation code (staff may read this file; a code is revealed only as
 * decision 0034 allows, and the customer has it in My Orders).
 */
function orderOf(order: OrderRecord) {
  const { cost: _cost, bundle: _bundle, ...plan } = order.plan;
  return {
    id: order.id,
    plan,
    amountCents: order.amountCents,
    currency: order.currency,
    paymentIntentId: order.paymentIntentId,
    status: order.provisioningStatus,
    iccid: order.iccid,
    deliveredAt: order.deliveredAt,
    topUpOf: order.topUpOf,
    refundedAt: order.refundedAt,
    tax: order.tax,
    businessBuyer: order.businessBuyer,
    deliveryConsent: order.deliveryConsent,
    paymentCard: order.paymentCard,
    travelDate: order.travelDate,
    buyerPhone: order.buyerPhone,
    createdAt: order.createdAt,
  };
}

async function esimOf(order: OrderRecord) {
  const iccid = order.iccid!;
  const [usage, status] = await Promise.all([findRecordedUsage(iccid), readCachedStatus(iccid)]);
  return {
    iccid,
    orderId: order.id,
    lastUsageReported: usage,
    lastStatusRead: status ? { ...status, checkedAt: iso(status.checkedAt) } : null,
  };
}

export async function exportCustomerData(user: UserRecord, now = Date.now()) {
  const [orders, sessions, failures, messages, remindersOffAt] = await Promise.all([
    listUserOrders(user.id),
    listUserSessions(user.id),
    accountFailureTimes(user.email, now),
    listMessagesFrom(user.email),
    remindersTurnedOffAt(user.id),
  ]);
  const [esims, refunds, withdrawals] = await Promise.all([
    Promise.all(orders.filter((o) => o.iccid && !o.topUpOf).map(esimOf)),
    Promise.all(orders.map((order) => findRefund(order.id))),
    Promise.all(orders.map((order) => findWithdrawal(order.id))),
  ]);
  return {
    exportedAt: iso(now),
    profile: profileOf(user),
    orders: orders.filter((order) => !order.topUpOf).map(orderOf),
    topUps: orders.filter((order) => order.topUpOf).map(orderOf),
    esims,
    refunds: refunds.flatMap((refund) =>
      refund
        ? [
            {
              orderId: refund.orderId,
              step: refund.step,
              startedAt: refund.startedAt,
              updatedAt: refund.updatedAt,
            },
          ]
        : [],
    ),
    withdrawals: withdrawals.filter((withdrawal) => withdrawal !== null),
    consents: {
      delivery: orders.flatMap((order) =>
        order.deliveryConsent ? [{ orderId: order.id, ...order.deliveryConsent }] : [],
      ),
      cookies: 'kept in your browser only, never sent to or stored by the shop',
      installReminders: remindersOffAt === null ? 'on' : { turnedOffAt: remindersOffAt },
    },
    contactMessages: messages,
    signIns: {
      sessions: sessions.map(({ createdAt, lastSeenAt, expiresAt, secondFactorAt }) => ({
        openedAt: iso(createdAt),
        lastSeenAt: iso(lastSeenAt),
        expiresAt: iso(expiresAt),
        secondFactorAt: secondFactorAt === undefined ? null : iso(secondFactorAt),
      })),
      failedAttemptsStillCounted: failures.map(iso),
    },
  };
}

/** The attachment's name: the shop and the day, never the customer's address. */
export const exportFileName = (now = Date.now()) =>
  `roamly-my-data-${new Date(now).toISOString().slice(0, 10)}.json`;
