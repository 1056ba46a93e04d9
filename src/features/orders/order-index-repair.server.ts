/**
 * Repairs staff's order indexes (order-indexes.server.ts): one order's entries, written again by
 * the re-drive for each order it touches, or every order's missing entries, for a script after a
 * crash or for orders made before the indexes existed.
 */
import type { OrderRecord } from './order.ts';
import {
  listAllIndexKeys,
  writeMissingIndexes,
  writeOrderIndexes,
} from './order-indexes.server.ts';
import { findOrder, listOrderIds } from './orders.server.ts';

/** Writes every entry the order should have; writing one that exists changes nothing. */
export function repairOrderIndexes(order: OrderRecord): Promise<void> {
  return writeOrderIndexes(order);
}

const REPAIR_CONCURRENCY = 8;

/**
 * Writes the missing entries of every order, 8 orders at a time, until `outOfTime` says stop;
 * returns how many orders it checked and how many entries it wrote. A damaged order is logged and
 * passed over.
 */
export async function repairAllOrderIndexes(
  outOfTime: () => boolean = () => false,
): Promise<{ checked: number; written: number }> {
  const [existing, ids] = await Promise.all([listAllIndexKeys(), listOrderIds()]);
  let checked = 0;
  let written = 0;
  for (let start = 0; start < ids.length && !outOfTime(); start += REPAIR_CONCURRENCY) {
    const counts = await Promise.all(
      ids.slice(start, start + REPAIR_CONCURRENCY).map(async (id) => {
        try {
          const order = await findOrder(id);
          return order ? await writeMissingIndexes(order, existing) : 0;
        } catch (error) {
          console.error(
            `Index repair: order ${id} skipped: ${error instanceof Error ? error.message : error}`,
          );
          return 0;
        }
      }),
    );
    checked += counts.length;
    written += counts.reduce((sum, count) => sum + count, 0);
  }
  return { checked, written };
}
