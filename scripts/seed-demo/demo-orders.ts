/**
 * The demo shop's orders as data, a pure function of the seed, the sizes and the clock: who
 * bought what, when, and what became of it. Destinations are weighted like real travel, recent
 * days and weekends sell more, and the first orders take every fate so a small shop has them all.
 */
import type { Plan } from '../../src/features/catalogue/plan.ts';
import { pick, randomOf, type Random } from './demo-people.ts';

const demoFates = [
  'delivered',
  'paid',
  'provisioning',
  'failed',
  'failed-refunded',
  'refunded-in-window',
  'refunded-late',
] as const;
type DemoFate = (typeof demoFates)[number];

/** How often each fate other than 'delivered' happens, of every order. */
const FATE_SHARES: [DemoFate, number][] = [
  ['paid', 0.002],
  ['provisioning', 0.005],
  ['failed', 0.025],
  ['failed-refunded', 0.004],
  ['refunded-in-window', 0.025],
  ['refunded-late', 0.012],
];
const TOP_UP_SHARE = 0.08;
/**
 * Few eSIMs get a usage record: each is written at the version read, which the local Blobs server
 * finds by listing every usage record, so thousands of them would take minutes.
 */
const USAGE_SHARE = 0.05;
const DEMO_DAYS = 120;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Orders a week per destination, roughly as travellers buy (the rest of the catalogue: 0.15). */
const DESTINATION_WEIGHTS: Record<string, number> = {
  Japan: 12,
  'United States of America': 11,
  'United Kingdom': 8,
  France: 7,
  Spain: 6,
  Italy: 6,
  Thailand: 5,
  'Europe Lite': 4,
  'EU+': 4,
  Asia: 3,
  'South Korea': 2.5,
  Greece: 2.5,
  Portugal: 2.5,
  Mexico: 2.5,
  Germany: 2.5,
  Turkey: 2,
  Vietnam: 2,
  Indonesia: 2,
  Australia: 2,
  Canada: 2,
  Global: 2,
  'North America': 1.5,
  Singapore: 1.5,
  Netherlands: 1.5,
  Switzerland: 1.5,
  'United Arab Emirates': 1.5,
};
/** The cheapest plans of a destination sell less than the middle ones. */
const PLAN_RANK_WEIGHTS = [3, 4, 2.2, 1.2];

export interface DemoOrder {
  n: number;
  paymentIntentId: string;
  customer: number;
  plan: Plan;
  createdAt: number;
  fate: DemoFate;
  /** A top-up: the `n` of the eSIM order it adds data to. */
  topUpOf: number | null;
  /** When it was delivered, or failed for good (null while paid or provisioning). */
  settledAt: number | null;
  refundedAt: number | null;
  /** The share of its data a usage callback reported used; null: no callback yet. */
  usedShare: number | null;
}

/** Picks by weight: `weights[i]` for `items[i]`. */
function weighted<T>(random: Random, items: readonly T[], weights: readonly number[]): T {
  let left = random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (let i = 0; i < items.length; i++) if ((left -= weights[i]!) < 0) return items[i]!;
  return items[items.length - 1]!;
}

/** A past instant: recent days and weekends sell more, evenings (UTC) more than nights. */
function purchaseTime(random: Random, now: number): number {
  const today = now - (now % DAY);
  const days = Array.from({ length: DEMO_DAYS }, (_, ago) => ago);
  const weights = days.map((ago) => {
    const weekday = new Date(today - ago * DAY).getUTCDay();
    return (1 + 1.2 * (1 - ago / DEMO_DAYS)) * (weekday === 0 || weekday === 6 ? 1.4 : 1);
  });
  const ago = weighted(random, days, weights);
  const hour = Math.min(23.99, Math.abs(14 + (random() + random() + random() - 1.5) * 7));
  const at = today - ago * DAY + Math.floor(hour * HOUR);
  return at < now - 20 * MINUTE ? at : now - 20 * MINUTE - Math.floor(random() * 6 * HOUR);
}

function fateOf(random: Random, n: number): DemoFate {
  // The first orders take every fate once, so even a small shop shows each.
  if (n < demoFates.length) return demoFates[n]!;
  let left = random();
  for (const [fate, share] of FATE_SHARES) if ((left -= share) < 0) return fate;
  return 'delivered';
}

/** The days of validity a plan's duration names ('7 Days' → 7). */
const validityDays = (plan: Plan) => Number(/\d+/.exec(plan.duration)?.[0] ?? 7);

/** When the order settled and was refunded, by its fate, never after `now`. */
function timesOf(random: Random, fate: DemoFate, createdAt: number, now: number) {
  if (fate === 'paid' || fate === 'provisioning') return { settledAt: null, refundedAt: null };
  const failed = fate === 'failed' || fate === 'failed-refunded';
  const settledAt = createdAt + (failed ? 2 + random() * 38 : 0.3 + random() * 3) * MINUTE;
  const left = now - settledAt - MINUTE;
  const late = fate === 'refunded-late' && left > 16 * DAY;
  const refundedAt =
    fate === 'refunded-late' && late
      ? settledAt + 15 * DAY + random() * Math.min(40 * DAY, left - 15 * DAY)
      : fate.includes('refunded')
        ? settledAt + random() * Math.min(13.5 * DAY, left)
        : null;
  return { settledAt, refundedAt };
}

/** `count` orders by `customers` customers over DEMO_DAYS days before `now`. */
export function demoOrders(
  seed: number,
  count: number,
  customers: number,
  plans: readonly Plan[],
  now: number,
): DemoOrder[] {
  const destinations = Map.groupBy(plans, (plan) => plan.country);
  const names = [...destinations.keys()];
  const weights = names.map((name) => DESTINATION_WEIGHTS[name] ?? 0.15);
  const orders = Array.from({ length: count }, (_, n): DemoOrder => {
    const random = randomOf(seed, 'order', n);
    const ranked = destinations.get(weighted(random, names, weights))!;
    ranked.sort((a, b) => a.price - b.price);
    const plan = weighted(
      random,
      ranked,
      ranked.map((_, i) => PLAN_RANK_WEIGHTS[i] ?? 0.6),
    );
    const fate = fateOf(random, n);
    const createdAt =
      fate === 'paid'
        ? now - Math.floor(random() * 8 * MINUTE)
        : fate === 'provisioning'
          ? now - 20 * MINUTE - Math.floor(random() * 2 * DAY)
          : purchaseTime(random, now);
    // Everyone buys once; the others buy again, a few of them often.
    const customer = n < customers ? n : Math.floor(customers * random() ** 1.3);
    const usage = fate === 'delivered' && random() < USAGE_SHARE;
    const elapsed = (now - createdAt) / (validityDays(plan) * DAY);
    return {
      ...{ n, paymentIntentId: `pi_demo_${seed}_${n}`, customer, plan, createdAt, fate },
      ...{ topUpOf: null, ...timesOf(random, fate, createdAt, now) },
      usedShare: usage ? Math.round(Math.min(1, elapsed * (0.4 + random())) * 1000) / 1000 : null,
    };
  });
  return withTopUps(seed, orders, destinations);
}

/**
 * Turns some delivered orders into top-ups of the same customer's earlier eSIM (delivered, not
 * refunded, bought within the 30 days before), on a plan of the same destination.
 */
function withTopUps(seed: number, orders: DemoOrder[], destinations: Map<string, Plan[]>) {
  const byCustomer = Map.groupBy(orders, (order) => order.customer);
  let made = 0;
  for (const order of orders) {
    const random = randomOf(seed, 'top-up', order.n);
    if (order.fate !== 'delivered' || (random() >= TOP_UP_SHARE && made > 0)) continue;
    const base = byCustomer
      .get(order.customer)!
      .filter(
        (other) =>
          other.fate === 'delivered' &&
          other.topUpOf === null &&
          other.createdAt + HOUR < order.createdAt &&
          other.createdAt > order.createdAt - 30 * DAY,
      )
      .at(-1);
    if (!base) continue;
    order.topUpOf = base.n;
    order.plan = pick(random, destinations.get(base.plan.country)!);
    made++;
  }
  return orders;
}
