/**
 * eSIM Go's `GET /organisation`, read for the balance only. The document types `balance` an
 * integer, but it is an amount in the organisation's currency (bundle prices, taken from it, are
 * decimals such as 1.53), so any number is read, and turned into integer minor units here.
 */
import * as z from 'zod';
import { currencyCode, toMinorUnits } from '../../../lib/money.ts';
import type { ProviderBalance } from '../../esim-provider/provider.ts';

const amountSchema = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
/** The fields we read; the document requires none, so an answer without them is unreadable. */
const organisationSchema = z.object({ balance: amountSchema, currency: z.string() });
/** v2.4's document answers the organisation itself; older versions' docs wrap it in a list. */
const answerSchema = z.union([
  organisationSchema,
  z
    .object({ organisations: z.array(organisationSchema).min(1) })
    .transform(({ organisations }) => organisations[0]!),
]);

/** The balance an answer gives, in minor units; null when it gives none we can read. */
export function balanceOf(body: unknown): ProviderBalance | null {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) return null;
  const currency = currencyCode(parsed.data.currency);
  if (!currency) return null;
  const amountMinor = toMinorUnits(parsed.data.balance, currency);
  return amountMinor === null ? null : { amountMinor, currency };
}
