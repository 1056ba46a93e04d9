/**
 * What the console cost tests add to a seeded shop so each screen's first page has the same shape
 * at both sizes: newest delivered orders and messages, full pages of failed and refunded orders and
 * of accounts, orders in flight, and refunded orders a full walk reaches last.
 */
import { addToCustomerDirectory } from '../../src/features/auth/customer-directory.server.ts';
import { hashPassword } from '../../src/features/auth/password.server.ts';
import { createUser } from '../../src/features/auth/users.server.ts';
import type { PlanSnapshot } from '../../src/features/orders/order.ts';
import type { OrderState } from '../../src/features/orders/order-state.ts';
import { saveContactRecord } from '../../src/features/support/contact-messages.server.ts';
import { changeThread } from '../../src/features/support/contact-threads.server.ts';
import { withDirectBlobs } from './direct-blobs.ts';
import { JAPAN_5GB_PLAN } from './japan-plan.ts';
import { orderAt } from './search-orders.ts';

/** A destination of its own: only planted orders go there. */
const ATLANTIS_PLAN: PlanSnapshot = {
  id: 'xa-1gb-7d',
  name: '1GB 7 Days',
  country: 'Atlantis',
  countryCode: 'XA',
  data: '1GB',
  duration: '7 Days',
  price: 5,
};

const DAY_MS = 86_400_000;
const startOfDay = (daysAgo: number, now: number) =>
  Math.floor(now / DAY_MS) * DAY_MS - daysAgo * DAY_MS;

let planted = 0;

async function plantOrders(
  owners: readonly string[],
  count: number,
  state: OrderState,
  plan: PlanSnapshot,
  timeOf: (i: number) => number,
): Promise<void> {
  const batch = planted;
  planted += count;
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      orderAt({
        userId: owners[i % owners.length]!,
        paymentIntentId: `pi_planted_${batch + i}`,
        createdAt: new Date(timeOf(i)).toISOString(),
        plan,
        state,
      }),
    ),
  );
}

/**
 * The first size's additions, each order bought by one of the planted accounts (a page's rows
 * belong to as many customers at both sizes); returns those accounts' ids.
 */
export async function plantConsoleShop(directory: string): Promise<string[]> {
  const now = Date.now();
  const today = (i: number) => Math.max(startOfDay(0, now), now - 120_000 - i * 1000);
  const ahead = (i: number) => now + 600_000 - i * 1000;
  const threeDaysAgo = startOfDay(3, now);
  return withDirectBlobs(directory, async () => {
    const owners = await plantAccounts(30, today);
    await plantOrders(owners, 30, 'delivered', JAPAN_5GB_PLAN, ahead);
    await plantOrders(owners, 30, 'failed', JAPAN_5GB_PLAN, today);
    await plantOrders(owners, 30, 'refunded', JAPAN_5GB_PLAN, today);
    await plantOrders(owners, 30, 'refunded', ATLANTIS_PLAN, (i) => startOfDay(13, now) + i);
    await plantOrders(owners, 60, 'provisioning', JAPAN_5GB_PLAN, (i) => threeDaysAgo + i);
    await plantOrders(owners, 60, 'paid', JAPAN_5GB_PLAN, (i) => threeDaysAgo + 43_200_000 + i);
    await plantMessages(120, ahead);
    return owners;
  });
}

/** The second size's additions: more orders in flight, older than the first size's. */
export async function plantMoreInFlight(directory: string, owners: string[]): Promise<void> {
  const fourDaysAgo = startOfDay(4, Date.now());
  await withDirectBlobs(directory, () =>
    plantOrders(owners, 60, 'paid', JAPAN_5GB_PLAN, (i) => fourDaysAgo + i),
  );
}

async function plantAccounts(count: number, timeOf: (i: number) => number): Promise<string[]> {
  const passwordHash = await hashPassword('planted-account-password');
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser({
      email: `planted-${i}@example.com`,
      passwordHash,
      firstName: 'Planted',
      lastName: `Account ${i}`,
      createdAt: new Date(timeOf(i)).toISOString(),
    });
    if (!user) throw new Error(`planted-${i}@example.com exists already`);
    await addToCustomerDirectory(user);
    ids.push(user.id);
  }
  return ids;
}

/** Messages from senders without an account, every second one answered. */
async function plantMessages(count: number, timeOf: (i: number) => number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const receivedAt = new Date(timeOf(i) + 500).toISOString();
    const id = `${receivedAt}-${(0xf0000000 + i).toString(16)}`;
    await saveContactRecord({
      ...{ id, name: `Planted ${i}`, email: `sender-${i}@example.org`, subject: 'order' },
      ...{ message: `Planted question ${i}.`, receivedAt, mailed: true },
    });
    if (i % 2 === 1)
      await changeThread(id, () => ({
        replies: [],
        answered: true,
        changedAt: receivedAt,
        changedBy: 'support@example.com',
      }));
  }
}
