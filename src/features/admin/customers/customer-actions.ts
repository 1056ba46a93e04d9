/**
 * The console's customer page: GET /api/admin/customers/{id} and the actions
 * POST /api/admin/customers/{id}/{block|unblock|end-sessions|resend-verification|close}, and the
 * customer's data download GET /api/admin/customer-data/{id}. Browser-safe; the buttons' texts
 * are in customer-action-texts.ts, without zod, for the customer page.
 */
import * as z from 'zod';
import { customerActions } from './customer-action-texts.ts';
import type { OrderRow } from '../orders/order-search.ts';

export const customerActionSchema = z.enum(customerActions);
export const customerIdSchema = z.uuid();

export interface AdminCustomer {
  id: string;
  email: string;
  name: string | null;
  createdAt: string;
  verified: boolean;
  /** When staff blocked the account; null while it is not. */
  blockedAt: string | null;
  /** The account's closure (by the customer or an owner) and its erasure; null while open. */
  closure: { requestedAt: string; eraseAfter: string; erasedAt: string | null } | null;
  /** Staff members are shown as such: nobody blocks an owner or themselves. */
  staffRole: 'owner' | 'support' | null;
}

export interface AdminCustomerAnswer {
  customer: AdminCustomer;
  /** Every order of the customer, newest first. */
  orders: OrderRow[];
}

/** The answer to an action: what happened, and the customer as it is now. */
export interface CustomerActionAnswer {
  message: string;
  customer: AdminCustomer;
}
