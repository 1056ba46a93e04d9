/**
 * A shop with history for two-size cost tests: customers, their orders, checkout records and
 * contact messages, written through the shop's repositories straight to the local server's files
 * (direct-blobs.ts). Each call adds to the store: seed, measure, seed more, measure again.
 */
import { hashPassword } from '../../src/features/auth/password.server.ts';
import { createUser, type UserRecord } from '../../src/features/auth/users.server.ts';
import { addToCustomerDirectory } from '../../src/features/auth/customer-directory.server.ts';
import { defaultCatalogue } from '../../src/features/catalogue/catalogue.server.ts';
import { saveCheckout } from '../../src/features/checkout/checkout-records.server.ts';
import type { OrderRecord, PlanSnapshot } from '../../src/features/orders/order.ts';
import {
  createOrderOnce,
  markRefunded,
  newOrder,
  saveOrder,
} from '../../src/features/orders/orders.server.ts';
import { saveContactRecord } from '../../src/features/support/contact-messages.server.ts';
import { changeThread } from '../../src/features/support/contact-threads.server.ts';
import { quoteLocally } from '../../src/features/tax/local-tax.ts';
import { withDirectBlobs } from './direct-blobs.ts';

export interface SeedOptions {
  orders: number;
  /** Customers to add, each buying some of the orders; a quarter of `orders` when absent. */
  customers?: number;
  /** The orders are spread over this many UTC days ending today (120 when absent). */
  days?: number;
  /** Of the orders, how many are paid but not provisioned yet (none when absent). */
  inFlight?: number;
  /** Contact messages to add, every third one answered (none when absent). */
  messages?: number;
  /** Each order carries the tax the local engine quotes for a buyer in one of five countries. */
  taxed?: boolean;
}

export interface SeededShop {
  orders: OrderRecord[];
  customers: UserRecord[];
  messageIds: string[];
}

const AT_ONCE = 48;
const DAY_MS = 86_400_000;
const FIRST_NAMES = ['Anna', 'Ben', 'Chloé', 'David', 'Emma', 'Felix', 'Grace', 'Hiro', 'Ines'];
const LAST_NAMES = ['Martin', 'Tanaka', 'Rossi', 'García', 'Müller', 'Smith', 'Dubois', 'Kim'];

/** Numbers already used per Blobs directory, so a second call adds new customers and orders. */
const used = new Map<string, { customers: number; orders: number; messages: number }>();
let passwordHash: Promise<string> | undefined;

async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const done: R[] = [];
  for (let start = 0; start < items.length; start += AT_ONCE)
    done.push(...(await Promise.all(items.slice(start, start + AT_ONCE).map(work))));
  return done;
}

const numbers = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** A time on the `daysAgo`-th day before today (UTC), spread over the day, never in the future. */
function timeOn(daysAgo: number, n: number, now: number): string {
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS - daysAgo * DAY_MS;
  return new Date(Math.min(dayStart + ((n * 7919) % 86_000) * 1000, now - 1000 - n)).toISOString();
}

async function seedCustomer(n: number, now: number): Promise<UserRecord> {
  passwordHash ??= hashPassword('seeded-shop-password');
  const user = await createUser({
    email: `seeded-${n}@example.com`,
    passwordHash: await passwordHash,
    firstName: FIRST_NAMES[n % FIRST_NAMES.length]!,
    lastName: `${LAST_NAMES[(n * 7) % LAST_NAMES.length]}${n % 3 === 0 ? '' : ` ${n}`}`,
    emailVerifiedAt: new Date(now).toISOString(),
    createdAt: timeOn(n % 400, n, now),
  });
  if (!user) throw new Error(`seeded-${n}@example.com exists already`);
  await addToCustomerDirectory(user);
  return user;
}

/** Order `n`: delivered, except every 20th failed, every 25th refunded and the in-flight ones. */
async function seedOrder(
  n: number,
  customer: UserRecord,
  plan: PlanSnapshot,
  createdAt: string,
  inFlight: boolean,
  taxed = false,
): Promise<OrderRecord> {
  const paymentIntentId = `pi_seeded_${n}`;
  const amountCents = Math.round(plan.price * 100);
  await saveCheckout(paymentIntentId, { userId: customer.id, plan, heldUntil: createdAt });
  const paid = newOrder({
    paymentIntentId,
    userId: customer.id,
    plan,
    amountCents,
    currency: 'usd',
    ...(taxed ? { tax: seededTax(n, amountCents) } : {}),
  });
  const { order } = await createOrderOnce({ ...paid, createdAt, updatedAt: createdAt });
  if (inFlight) return order;
  if (n % 20 === 0)
    return saveOrder({ ...order, provisioningStatus: 'failed', attempts: 3, lastError: 'Refused' });
  const delivered = await saveOrder({
    ...order,
    provisioningStatus: 'completed',
    attempts: 1,
    providerReference: `seeded-${n}`,
    iccid: `8944${String(n).padStart(16, '0')}`,
    lpa: `LPA:1$smdp.example.com$SEEDED${n}`,
    deliveredAt: new Date(Date.parse(createdAt) + 60_000).toISOString(),
  });
  if (n % 25 !== 1) return delivered;
  return (await markRefunded(order.id, delivered.deliveredAt!)) ?? delivered;
}

const TAXED_IN = ['FR', 'DE', 'JP', 'GB', 'IT'];

function seededTax(n: number, amount: number) {
  const country = TAXED_IN[n % TAXED_IN.length]!;
  const evidence = { billingCountry: country, cardCountry: country, ipCountry: country };
  return quoteLocally({
    amount,
    currency: 'usd',
    evidence,
    business: null,
    reference: `seed-${n}`,
  });
}

async function seedMessage(n: number, now: number): Promise<string> {
  const receivedAt = timeOn(n % 60, n, now);
  const id = `${receivedAt}-${n.toString(16).padStart(8, '0')}`;
  await saveContactRecord({
    ...{ id, name: `Sender ${n}`, email: `seeded-${n}@example.com`, subject: 'order' },
    ...{ message: `Question number ${n} about my eSIM.`, receivedAt, mailed: true },
  });
  if (n % 3 === 0)
    await changeThread(id, () => ({
      replies: [],
      answered: true,
      changedAt: receivedAt,
      changedBy: 'support@example.com',
    }));
  return id;
}

/** Adds a shop's worth of history to the local Blobs server kept under `directory`. */
export async function seedShop(directory: string, options: SeedOptions): Promise<SeededShop> {
  const now = Date.now();
  const { days = 120, inFlight = 0, messages = 0 } = options;
  const customerCount = options.customers ?? Math.max(1, Math.ceil(options.orders / 4));
  const seen = used.get(directory) ?? { customers: 0, orders: 0, messages: 0 };
  used.set(directory, {
    customers: seen.customers + customerCount,
    orders: seen.orders + options.orders,
    messages: seen.messages + messages,
  });
  const plans = defaultCatalogue().plans;
  return withDirectBlobs(directory, async () => {
    const customers = await inBatches(numbers(seen.customers, customerCount), (n) =>
      seedCustomer(n, now),
    );
    const orders = await inBatches(numbers(seen.orders, options.orders), (n) => {
      const { id, name, country, countryCode, data, duration, price, bundle } =
        plans[(n * 31) % plans.length]!;
      const snapshot: PlanSnapshot = { id, name, country, countryCode, data, duration, price };
      if (bundle) snapshot.bundle = bundle;
      const fresh = n - seen.orders >= options.orders - inFlight;
      return seedOrder(
        n,
        customers[n % customers.length]!,
        snapshot,
        fresh ? new Date(now - 60_000).toISOString() : timeOn(n % days, n, now),
        fresh,
        options.taxed,
      );
    });
    const messageIds = await inBatches(numbers(seen.messages, messages), (n) =>
      seedMessage(n, now),
    );
    return { orders, customers, messageIds };
  });
}
