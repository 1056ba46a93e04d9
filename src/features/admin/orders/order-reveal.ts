/**
 * POST /api/admin/orders/{id}/reveal: why staff need the activation code, kept in the audit log
 * and on the order's timeline. Shared by the function and the console's form.
 */
import * as z from 'zod';

/** Enough for a reason a colleague can follow later ('Customer on the phone'), not 'ok'. */
const REVEAL_REASON_MIN = 10;
const REVEAL_REASON_MAX = 300;

export const revealRequestSchema = z.object({
  reason: z
    .string({ error: 'Say why you need the activation code' })
    .trim()
    .min(REVEAL_REASON_MIN, `Say why you need the code, in ${REVEAL_REASON_MIN} characters or more`)
    .max(REVEAL_REASON_MAX, `Keep the reason under ${REVEAL_REASON_MAX} characters`),
});
export type RevealRequest = z.input<typeof revealRequestSchema>;
