/**
 * The orders list refetches every 5 s while any order is pending or provisioning, and not otherwise
 * (docs/product.md#orders-polling). The next fetch is scheduled after the previous answer, so calls
 * never overlap.
 */
import type { CustomerOrder } from './order.ts';
import { needsPolling, ORDERS_POLL_INTERVAL_MS } from './order-status.ts';

interface WatchOptions {
  /** Keep refetching while an order is on its way; false loads once. */
  poll: boolean;
  onOrders: (orders: CustomerOrder[]) => void;
  /** `loadedBefore`: a list is already on screen (a failed poll tries again next interval). */
  onError: (error: unknown, loadedBefore: boolean) => void;
}

/** Loads the orders now and then as long as needed; returns the function that stops it. */
export function watchOrders(
  fetchOrders: () => Promise<CustomerOrder[]>,
  { poll, onOrders, onError }: WatchOptions,
): () => void {
  let stopped = false;
  let loaded = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(() => void load(), ORDERS_POLL_INTERVAL_MS);
  };

  async function load() {
    let orders: CustomerOrder[];
    try {
      orders = await fetchOrders();
    } catch (error) {
      if (stopped) return;
      onError(error, loaded);
      if (loaded && poll) schedule();
      return;
    }
    if (stopped) return;
    loaded = true;
    onOrders(orders);
    if (poll && needsPolling(orders)) schedule();
  }

  void load();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
