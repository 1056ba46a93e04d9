/** How the console names each order state. */
import type { OrderState } from '../../orders/order-state.ts';

export const orderStateLabels: Record<OrderState, string> = {
  paid: 'Paid',
  provisioning: 'Provisioning',
  delivered: 'Delivered',
  failed: 'Failed',
  refunded: 'Refunded',
};
