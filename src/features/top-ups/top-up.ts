/**
 * Top-ups (docs/product.md#top-up-states): more data bought for an eSIM the customer already has.
 * The pure rules and the shapes shared by the 'Add data' island and the functions.
 */
import type { MessageKey, Translator } from '../i18n/translate.ts';
import type { PlanSnapshot } from '../orders/order.ts';

/** A plan that fits an eSIM, as GET /api/esims/:id/top-up-plans lists it. */
export interface TopUpPlan {
  id: string;
  name: string;
  data: string;
  duration: string;
  /** In US dollars, as the catalogue lists it. */
  price: number;
  /** What the top-up costs in the eSIM's currency ('eur'), in its minor units. */
  amount: number;
  currency: string;
}

type Destination = Pick<PlanSnapshot, 'country' | 'countryCode' | 'bundle'>;

/**
 * Where a plan works, as one code: the country code of a single-country plan; for a regional plan
 * (several codes) the region code of its bundle (`esim_5GB_7D_RGEUL_V2` → `RGEUL`), else its
 * region's name. Two regions may share countries (EU+ and Europe Lite) yet are different bundles.
 */
export function destinationOf(plan: Destination): string {
  if (!plan.countryCode.includes(',')) return plan.countryCode;
  const region = plan.bundle ? /_\d+D_(RG[A-Z0-9]+)_/i.exec(plan.bundle)?.[1] : undefined;
  return region ? `region:${region.toUpperCase()}` : `region:${plan.country}`;
}

/** Whether `plan` is for the same destination as the eSIM bought with `esimPlan`. */
export function sameDestination(esimPlan: Destination, plan: Destination): boolean {
  return destinationOf(esimPlan) === destinationOf(plan);
}

/** The catalogue fields a customer chooses a top-up by. */
export function toTopUpPlan(
  { id, name, data, duration, price }: Omit<TopUpPlan, 'amount' | 'currency'>,
  { amount, currency }: Pick<TopUpPlan, 'amount' | 'currency'>,
): TopUpPlan {
  return { id, name, data, duration, price, amount, currency };
}

/** `/checkout/<planId>?topUp=<orderId>`: the checkout of a top-up of eSIM `orderId`. */
export function topUpCheckoutPath(planId: string, orderId: string): string {
  return `/checkout/${encodeURIComponent(planId)}?topUp=${encodeURIComponent(orderId)}`;
}

type TopUpStatus = 'pending' | 'provisioning' | 'completed' | 'failed';

const topUpStatusLabels: Record<TopUpStatus, MessageKey> = {
  pending: 'orders.activating',
  provisioning: 'orders.activating',
  completed: 'orders.topUpDataAdded',
  failed: 'orders.failed',
};

/**
 * A top-up's status on its eSIM's card: 'Activating eSIM...' while on its way, 'Data added',
 * 'Failed'.
 */
export function topUpStatusLabel(t: Translator, status: TopUpStatus): string {
  return t(topUpStatusLabels[status]);
}

/**
 * Whether the page was opened with `?add-data=<orderId>` (the one-click top-up link of the usage
 * mails).
 */
export function addDataRequested(search: string, orderId: string): boolean {
  return new URLSearchParams(search).get('add-data') === orderId;
}

/**
 * The orders a list shows as cards: each eSIM order with its top-ups; a top-up whose eSIM order is
 * not listed is its own card.
 */
export function groupTopUps<T extends { id: string; topUpOf: string | null }>(
  orders: readonly T[],
): { order: T; topUps: T[] }[] {
  const listed = new Set(orders.map((order) => order.id));
  const topUpsOf = new Map<string, T[]>();
  for (const order of orders) {
    if (order.topUpOf !== null && listed.has(order.topUpOf))
      topUpsOf.set(order.topUpOf, [...(topUpsOf.get(order.topUpOf) ?? []), order]);
  }
  return orders
    .filter((order) => order.topUpOf === null || !listed.has(order.topUpOf))
    .map((order) => ({ order, topUps: topUpsOf.get(order.id) ?? [] }));
}
