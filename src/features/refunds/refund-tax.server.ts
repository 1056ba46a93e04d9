/**
 * The tax of a fully refunded order goes back with the money: the tax engine reverses what it
 * committed (idempotent per order), then the refund record notes it, so a re-drive of the step
 * asks again only when a crash came between the two, with the same idempotency key.
 */
import type { OrderRecord } from '../orders/order.ts';
import { taxPortFor, type TaxPort } from '../tax/tax-port.ts';
import { noteTaxReversed, type RefundRecord } from './refund-records.server.ts';

export async function reverseOrderTax(
  order: OrderRecord,
  refund: RefundRecord,
  port: TaxPort = taxPortFor(),
): Promise<RefundRecord> {
  // A tax no engine recorded outside the shop (the local one, or none) has nothing to reverse.
  if (!order.tax?.transactionId || refund.taxReversed) return refund;
  await port.reverse(order.tax, order.id);
  return noteTaxReversed(refund);
}
