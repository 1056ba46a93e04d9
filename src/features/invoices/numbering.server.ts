/**
 * Gapless numbers per series: `billing-series/<series>` moves on only at the version read, after
 * its last number is written into the document it names, so every number taken ends up on its
 * document. Off the request path. Why: docs/decisions/0040-invoices-and-credit-notes.md.
 */
import * as z from 'zod';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';
import { formatNumber, type BillingDocument, type Seller } from './billing-document.ts';
import { findDocument, writeNumber } from './billing-documents.server.ts';

const counterSchema = z.object({ last: z.number().int().min(1), lastDocumentId: z.string() });
type Counter = z.infer<typeof counterSchema>;

const counters = ordersStoreFamily('billing-series/', counterSchema);

/** Writers racing for one series each wait a little longer after each lost write. */
const MAX_TRIES = 400;
const pause = (tries: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 + tries)));

/** Gives the drafted document `id` its number (the one it has, if any); answers the document. */
export async function numberDocument(id: string, seller: Seller): Promise<BillingDocument> {
  for (let tries = 0; tries < MAX_TRIES; tries += 1) {
    const drafted = await findDocument(id);
    if (!drafted) throw new Error(`No document ${id} to number`);
    if (drafted.number !== null) return drafted;
    const { record: counter, etag } = await counters.readVersioned(drafted.series);
    // Read after the counter: had this document a number from an older version of it, the run
    // that moved the counter past it wrote that number into the document first.
    const document = (await findDocument(id))!;
    if (document.number !== null) return document;
    if (counter?.lastDocumentId === id) return complete(document.series, counter, seller);
    if (counter) await complete(document.series, counter, seller);
    const next: Counter = { last: (counter?.last ?? 0) + 1, lastDocumentId: id };
    if (await counters.writeIfUnchanged(document.series, next, etag))
      return complete(document.series, next, seller);
    await pause(tries);
  }
  throw new Error(`Document ${id} found no free number after ${MAX_TRIES} tries`);
}

/** Writes the counter's last number into the document it names (nothing if it has it). */
function complete(series: string, counter: Counter, seller: Seller): Promise<BillingDocument> {
  return writeNumber(counter.lastDocumentId, formatNumber(series, counter.last), seller);
}
