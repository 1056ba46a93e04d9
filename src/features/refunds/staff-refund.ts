/** What staff send to refund an order (POST /api/admin/orders/{id}/refund); browser-safe. */
import * as z from 'zod';
import { refundScopes } from './refund-scopes.ts';

export const staffRefundSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Say why, in 3 characters or more')
    .max(500, 'Keep the reason under 500 characters'),
  scope: z.enum(refundScopes, { error: 'Choose what to refund' }),
});
