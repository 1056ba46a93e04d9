/** POST /api/admin/orders/{id}/reveal: why staff need the activation code, kept in the audit log. */
import * as z from 'zod';

export const revealRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(300, 'Keep the reason under 300 characters')
    .optional()
    .transform((reason) => reason || undefined),
});
export type RevealRequest = z.input<typeof revealRequestSchema>;
