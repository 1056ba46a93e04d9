/**
 * Deletes the first shape's per-minute provider call claims (`provider-call/<iccid>/<minute>`),
 * left by status calls: only orders' ICCIDs have them, so the sweep walks the orders of those
 * months once, by day (docs/decisions/0016-status-cache-and-provider-cap.md).
 */
import type { SweepBudget } from '../../lib/sweep-budget.ts';
import { walkOrdersOfDays } from '../orders/order-indexes.server.ts';
import { findOrder } from '../orders/orders.server.ts';
import { removeMinuteClaims } from './provider-call-gate.server.ts';

const DAY_MS = 86_400_000;
/** The shop's first day, and the last on which the first shape was written. */
const FIRST_DAY = Date.parse('2026-01-01');
const LAST_DAY = Date.parse('2026-12-31');

const DAYS = Array.from({ length: (LAST_DAY - FIRST_DAY) / DAY_MS + 1 }, (_, i) =>
  new Date(FIRST_DAY + i * DAY_MS).toISOString().slice(0, 10),
);

/** One bounded run of the walk; `finished` once every day is done. */
export async function sweepMinuteClaims(budget: SweepBudget) {
  let deleted = 0;
  const walk = await walkOrdersOfDays('provider-call-minutes', DAYS, budget, async (orderId) => {
    budget.take();
    const order = await findOrder(orderId).catch(() => null);
    if (order?.iccid) deleted += await removeMinuteClaims(order.iccid, budget);
  });
  return { ...walk, deleted };
}
