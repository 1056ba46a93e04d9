/**
 * The payloads of closing an account and of undoing the closure, shared by the browser and the
 * functions (docs/decisions/0043-data-rights.md).
 */
import * as z from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth/auth.ts';

export const closeAccountSchema = z.object({
  password: z
    .string()
    .min(1, 'validation.passwordRequired')
    .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong'),
});

export const undoClosureSchema = z.object({ token: z.string().max(100) });
