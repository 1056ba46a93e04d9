/**
 * The console's customer page: GET /api/admin/customers/{id} and the actions
 * POST /api/admin/customers/{id}/{block|unblock|end-sessions|resend-verification|close}, and the
 * customer's data download GET /api/admin/customer-data/{id}. Browser-safe.
 */
import * as z from 'zod';
import type { OrderRow } from '../orders/order-search.ts';

export const customerActions = [
  'block',
  'unblock',
  'end-sessions',
  'resend-verification',
  'close',
] as const;
export type CustomerAction = (typeof customerActions)[number];
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

/** What each button says, and what its confirmation asks. */
export const customerActionTexts: Record<CustomerAction, { label: string; confirm: string }> = {
  block: {
    label: 'Block account',
    confirm:
      'Block this account? The customer is signed out everywhere, cannot sign in, and is mailed that the account is suspended.',
  },
  unblock: {
    label: 'Unblock account',
    confirm: 'Unblock this account? The customer can sign in again and is mailed so.',
  },
  'end-sessions': {
    label: 'Sign out everywhere',
    confirm: 'End every session of this account? The customer must sign in again on each device.',
  },
  'resend-verification': {
    label: 'Resend verification mail',
    confirm: 'Send the customer a new link to confirm their e-mail address?',
  },
  close: {
    label: 'Close account',
    confirm:
      "Close this account at the customer's request? They are signed out, cannot sign in, and are mailed a link that reopens it for 7 days; then their personal data is erased. Orders, invoices and eSIMs stay.",
  },
};
