/**
 * The signed-in customer's orders (GET /api/orders) as React state, loaded once the caller is
 * ready and, where asked, polled while an order is on its way (orders-poller.ts). No refetch on
 * window focus; polling stops on unmount.
 */
import { useEffect, useState } from 'react';
import { api, ApiError } from '../../lib/api-client.ts';
import type { CustomerOrder } from './order.ts';
import { watchOrders } from './orders-poller.ts';

export type OrdersState =
  | { status: 'loading' }
  | { status: 'ready'; orders: CustomerOrder[] }
  | { status: 'unauthorized' }
  /** `message`: why, when the error gave one. */
  | { status: 'failed'; message: string | null };

interface UseOrdersOptions {
  poll: boolean;
  /**
   * Work to finish before the first load (a stable function, e.g. completing a returned payment).
   */
  before?: () => Promise<void>;
}

export function useOrders(enabled: boolean, { poll, before }: UseOrdersOptions): OrdersState {
  const [state, setState] = useState<OrdersState>({ status: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void (before ? before() : Promise.resolve()).then(() => {
      if (cancelled) return;
      stop = watchOrders(() => api.get<CustomerOrder[]>('/api/orders'), {
        poll,
        onOrders: (orders) => setState({ status: 'ready', orders }),
        onError: (error, loadedBefore) => {
          if (error instanceof ApiError && error.status === 401)
            setState({ status: 'unauthorized' });
          else if (!loadedBefore)
            setState({
              status: 'failed',
              message: error instanceof Error ? error.message : null,
            });
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled, poll, before]);

  return state;
}
