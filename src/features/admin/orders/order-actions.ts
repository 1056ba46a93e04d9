/**
 * What the console's order actions send and get back (POST /api/admin/orders/{id}/resend-delivery,
 * /retry-provisioning, /refund): shared by the functions and OrderActions.tsx, browser-safe. The
 * order's fields an action may change are also what its audit entry records before and after.
 */
import * as z from 'zod';
import { orderStateOf, type OrderState } from '../../orders/order-state.ts';
import type { OrderRecord } from '../../orders/order.ts';

/** Resend and retry carry nothing: the order is in the path, the address is the customer's own. */
export const emptyActionSchema = z.object({}).strict();

/** The order's fields the actions change. */
export interface OrderActionFields {
  id: string;
  state: OrderState;
  provisioningStatus: OrderRecord['provisioningStatus'];
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  refundedAt: string | null;
}

export function orderActionFields(order: OrderRecord): OrderActionFields {
  return {
    id: order.id,
    state: orderStateOf(order),
    provisioningStatus: order.provisioningStatus,
    attempts: order.attempts,
    lastError: order.lastError,
    deliveredAt: order.deliveredAt,
    refundedAt: order.refundedAt,
  };
}

/** Every action answers 200 with this, or a 4xx `{ message }`. */
export interface OrderActionAnswer {
  message: string;
  order?: OrderActionFields;
}
