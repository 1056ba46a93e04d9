/**
 * What the browser and the functions share about a customer's data rights: the closure's undo
 * window and the payloads of closing and undoing (docs/decisions/0043-data-rights.md).
 */
import * as z from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth/auth.ts';

/** A closed account can be reopened by its mailed link for this long, then it is erased. */
export const CLOSURE_UNDO_DAYS = 7;
export const CLOSURE_UNDO_MS = CLOSURE_UNDO_DAYS * 24 * 60 * 60 * 1000;

export const closeAccountSchema = z.object({
  password: z
    .string()
    .min(1, 'validation.passwordRequired')
    .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong'),
});

export const undoClosureSchema = z.object({ token: z.string().max(100) });
