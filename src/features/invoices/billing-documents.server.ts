/**
 * The documents of an order (`billing-doc/<orderId>/<kind>-<k>`) and the drafts still waiting for
 * a number (`billing-unnumbered/<orderId>/<kind>-<k>`, the re-drive's list). A draft is written
 * once and only its number (with the seller, when drafted without) is ever added.
 */
import * as z from 'zod';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';
import {
  billingDocumentSchema,
  sellerSnapshot,
  type BillingDocument,
  type DocumentKind,
  type Seller,
} from './billing-document.ts';

const documents = ordersStoreFamily('billing-doc/', billingDocumentSchema);
const unnumbered = ordersStoreFamily('billing-unnumbered/', z.object({ at: z.string() }));

/** `invoice-1`, then one more of each kind per re-issue; the refund's is `credit-note-refund`. */
export const documentId = (orderId: string, kind: DocumentKind, k: number | 'refund') =>
  `${orderId}/${kind}-${k}`;

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
