/**
 * The payloads of the EU withdrawal function's pages, shared by the islands and the functions
 * (docs/decisions/0042-withdrawal-function.md).
 */
import * as z from 'zod';
import { optionalParam, pageCursorSchema } from '../../lib/page-query.ts';

const orderNumber = z
  .string({ error: 'validation.withdrawal.orderNumber' })
  .trim()
  .toLowerCase()
  .regex(/^#?[a-f0-9]{8,24}$/, { error: 'validation.withdrawal.orderNumber' })
  .transform((value) => value.replace(/^#/, ''));

/** Step one, signed out: the order number (as mails show it, or whole) and the buyer's e-mail. */
export const withdrawalLinkSchema = z.object({
  orderNumber,
  email: z
    .string({ error: 'validation.emailInvalid' })
    .trim()
    .max(254, { error: 'validation.emailInvalid' })
    .pipe(z.email({ error: 'validation.emailInvalid' })),
});

/** How the confirm step proves who asks: the mailed link, or the signed-in owner's order id. */
const access = {
  link: z.string().max(300).optional(),
  orderId: z
    .string()
    .regex(/^[a-f0-9]{24}$/)
    .optional(),
};

export const withdrawalContractSchema = z
  .object(access)
  .refine((value) => (value.link ? 1 : 0) + (value.orderId ? 1 : 0) === 1, {
    error: 'validation.withdrawal.link',
  });

export const withdrawalConfirmSchema = z
  .object({
    ...access,
    name: z
      .string({ error: 'validation.withdrawal.name' })
      .trim()
      .min(1, { error: 'validation.withdrawal.name' })
      .max(200, { error: 'validation.withdrawal.name' }),
    /** The browser's IANA zone, to write the time of receipt in the buyer's own time too. */
    timeZone: z.string().max(64).optional(),
  })
  .refine((value) => (value.link ? 1 : 0) + (value.orderId ? 1 : 0) === 1, {
    error: 'validation.withdrawal.link',
  });

/** Staff's list: a page after `cursor`, or the one withdrawal of `order`. */
export const withdrawalsQuerySchema = z.object({
  cursor: optionalParam(pageCursorSchema),
  order: optionalParam(z.string().regex(/^[a-f0-9]{24}$/, 'Not an order id')),
});
