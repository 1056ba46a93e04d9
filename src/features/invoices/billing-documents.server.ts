/**
 * The documents of an order (`billing-doc/<orderId>/invoice-<k>`, `…/credit-note-of-invoice-<k>`)
 * and the drafts still waiting for a number (`billing-unnumbered/<orderId>/<name>`, the
 * re-drive's list). A draft is written once and only its number (with the seller, when drafted
 * without) is ever added.
 */
import * as z from 'zod';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';
import {
  billingDocumentSchema,
  sellerSnapshot,
  type BillingDocument,
  type Seller,
} from './billing-document.ts';

const documents = ordersStoreFamily('billing-doc/', billingDocumentSchema);
const unnumbered = ordersStoreFamily('billing-unnumbered/', z.object({ at: z.string() }));

/** `invoice-1`, then one more per re-issue. */
export const invoiceIdOf = (orderId: string, k: number) => `${orderId}/invoice-${k}`;

/**
 * The one credit note that may cancel `invoiceId`: `<orderId>/credit-note-of-invoice-<k>`. Whoever
 * drafts it first (a refund, a re-issue) cancels the invoice; the other finds it taken.
 */
export function creditNoteIdOf(invoiceId: string): string {
  const slash = invoiceId.lastIndexOf('/');
  return `${invoiceId.slice(0, slash)}/credit-note-of-${invoiceId.slice(slash + 1)}`;
}

export const findDocument = (id: string) => documents.read(id);

/** The order's documents, oldest first (a handful per order). */
export async function documentsOfOrder(orderId: string): Promise<BillingDocument[]> {
  const names = await documents.listNames(`${orderId}/`);
  const found = await Promise.all(names.map((name) => documents.read(`${orderId}/${name}`)));
  return found
    .filter((document) => document !== null)
    .sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.id.localeCompare(b.id));
}

/**
 * Writes the draft unless the document exists; answers the stored one. Noted on the re-drive's
 * list first, so a draft is never left without a number.
 */
export async function saveDraft(draft: BillingDocument): Promise<BillingDocument> {
  const existing = await documents.read(draft.id);
  if (existing) return existing;
  await unnumbered.write(draft.id, { at: draft.issuedAt });
  if (await documents.createIfNew(draft.id, draft)) return draft;
  return (await documents.read(draft.id))!;
}

/**
 * Adds the number (and the seller, if the draft has none yet) to the stored draft: the same, however
 * many write it. Then unlists it.
 */
export async function writeNumber(
  id: string,
  number: string,
  seller: Seller,
): Promise<BillingDocument> {
  const stored = (await documents.read(id))!;
  if (stored.number !== null) {
    await unnumbered.remove(id);
    return stored;
  }
  const numbered = {
    ...stored,
    number,
    seller: stored.seller ?? sellerSnapshot(seller, stored.tax?.scheme),
  };
  await documents.write(id, numbered);
  await unnumbered.remove(id);
  return numbered;
}

/** The ids of the drafts waiting for a number, for the re-drive (a short list: work in flight). */
export const listUnnumbered = (): Promise<string[]> => unnumbered.listNames();

/** When a draft waiting for a number was noted; null when it no longer waits. */
export const unnumberedSince = async (id: string) => (await unnumbered.read(id))?.at ?? null;

export const dropUnnumbered = (id: string) => unnumbered.remove(id);

/**
 * Drops a re-issued invoice that never stood in (a refund cancelled the one it was to replace
 * first): never numbered, so no number is lost, and nothing names it.
 */
export async function dropNeverInForce(id: string): Promise<void> {
  const stored = await documents.read(id);
  if (stored?.number === null) await documents.remove(id);
  await unnumbered.remove(id);
}
