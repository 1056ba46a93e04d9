/**
 * Fills the stores with the demo shop through the product's repositories, a bounded number of
 * writes at a time: accounts, eSIM orders, their top-ups, unpaid checkouts, contact messages. Ids
 * derive from the seed, so a rerun with the same seed adds nothing.
 */
import { hashPassword } from '../../src/features/auth/password.server.ts';
import {
  createUser,
  findUserByEmail,
  type UserRecord,
} from '../../src/features/auth/users.server.ts';
import { addToCustomerDirectory } from '../../src/features/auth/customer-directory.server.ts';
import { loadCatalogue } from '../../src/features/catalogue/catalogue.server.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import { countCheckoutCreated } from '../../src/features/orders/sales/sales-counters.server.ts';
import {
  listContactMessageIds,
  saveContactRecord,
} from '../../src/features/support/contact-messages.server.ts';
import { inPool, oneAtATimePer } from './bounded-writes.ts';
import { demoContacts } from './demo-contacts.ts';
import { demoOrders, type DemoOrder } from './demo-orders.ts';
import { demoPeople, randomOf, type DemoPerson } from './demo-people.ts';
import { summaryOf, type DemoShopResult } from './demo-summary.ts';
import { writeDemoOrder } from './write-demo-order.ts';

/** Every demo customer's password (hashed once: scrypt per account would take hours). */
export const DEMO_PASSWORD = 'roamly demo traveller';
const DAY = 24 * 60 * 60 * 1000;

export interface DemoShopOptions {
  seed: number;
  orders: number;
  customers: number;
  /** The clock the shop is made at (a second run may come days later); now by default. */
  now?: number;
  /** Writes in flight at once. */
  concurrency?: number;
  /** Called as each step moves on (the step, how many of its items are done, of how many). */
  onProgress?: (step: string, done: number, total: number) => void;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The account, made (joined before its first order) unless its e-mail has one; then listed. */
async function writeCustomer(
  person: DemoPerson,
  joinedAt: number,
  verified: boolean,
  passwordHash: string,
): Promise<UserRecord> {
  const user =
    (await createUser({
      ...person,
      passwordHash,
      createdAt: new Date(joinedAt).toISOString(),
      emailVerifiedAt: verified ? new Date(joinedAt + 180_000).toISOString() : null,
    })) ?? (await findUserByEmail(person.email));
  if (!user) throw new Error(`${person.email}: no account made nor found`);
  await addToCustomerDirectory(user);
  return user;
}

/** When each customer joined: before their first order, or some day of the demo period. */
function joinDates(seed: number, count: number, orders: readonly DemoOrder[], now: number) {
  const first = new Map<number, number>();
  for (const order of orders)
    first.set(order.customer, Math.min(first.get(order.customer) ?? now, order.createdAt));
  return Array.from({ length: count }, (_, index) => {
    const random = randomOf(seed, 'joined', index);
    const before = first.get(index);
    return before === undefined
      ? now - random() * 120 * DAY
      : before - 300_000 - random() ** 2 * 20 * DAY;
  });
}

export async function seedDemoShop(options: DemoShopOptions): Promise<DemoShopResult> {
  const { seed, concurrency = 24, onProgress = () => {} } = options;
  const now = options.now ?? Date.now();
  const { plans } = await loadCatalogue();
  const people = demoPeople(seed, options.customers);
  const orders = demoOrders(seed, options.orders, options.customers, plans, now);
  const joined = joinDates(seed, people.length, orders, now);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const users = await inPool(
    people,
    concurrency,
    (person, i) =>
      writeCustomer(person, joined[i]!, randomOf(seed, 'verified', i)() < 0.95, passwordHash),
    (done) => onProgress('customers', done, people.length),
  );
  const stored = new Map<number, OrderRecord>();
  const sameDay = oneAtATimePer<string>();
  const writeOrders = (batch: DemoOrder[], before: number) =>
    inPool(
      batch,
      concurrency,
      (demo) =>
        sameDay(dayOf(demo.createdAt), async () => {
          const base = demo.topUpOf === null ? null : stored.get(demo.topUpOf)!;
          stored.set(demo.n, await writeDemoOrder(seed, demo, users[demo.customer]!.id, base));
        }),
      (done) => onProgress('orders', before + done, orders.length),
    );
  // Top-ups after every eSIM order: each adds data to an eSIM delivered before it.
  const esimOrders = orders.filter((demo) => demo.topUpOf === null);
  await writeOrders(esimOrders, 0);
  await writeOrders(
    orders.filter((demo) => demo.topUpOf !== null),
    esimOrders.length,
  );

  // Checkouts opened and never paid, so the counters' conversion is not 100 %.
  // Each is dated by a paid order as stored, so a second run, even days later, counts none again.
  const unpaid = orders.slice(0, Math.round(orders.length * 0.4));
  await inPool(
    unpaid,
    concurrency,
    (demo) =>
      sameDay(dayOf(demo.createdAt), () => {
        const paidAt = Date.parse(stored.get(demo.n)!.createdAt);
        const earlier = randomOf(seed, 'unpaid', demo.n)() * 3 * 60 * 60_000;
        const at = Math.max(paidAt - (paidAt % DAY), paidAt - earlier);
        return countCheckoutCreated(`pi_demo_${seed}_unpaid_${demo.n}`, new Date(at));
      }),
    (done) => onProgress('unpaid checkouts', done, unpaid.length),
  );
  const contacts = demoContacts(
    seed,
    Math.max(7, Math.round(orders.length / 60)),
    orders,
    people,
    now,
  );
  // A message's key starts with its time, which follows the clock: its seeded suffix says it is in.
  const suffixOf = (id: string) => id.slice(-8);
  const written = new Set((await listContactMessageIds()).map(suffixOf));
  const missing = contacts.filter((contact) => !written.has(suffixOf(contact.id)));
  await inPool(missing, concurrency, saveContactRecord, (done) =>
    onProgress('contact messages', done, missing.length),
  );
  return summaryOf(orders, stored, users, {
    unpaidCheckouts: unpaid.length,
    contactMessages: contacts.length,
  });
}
