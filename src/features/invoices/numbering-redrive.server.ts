/**
 * The re-drive's step 'documents to number': every draft still without a number (a credit note
 * drafted on a refund's path, an invoice of an order from before invoices drafted by the backfill
 * or on its owner's request, a run that died after drafting) gets it here, off the request path.
 */
import { walkFrom, type WalkInput, type Walked } from '../../lib/walk-from.ts';
import {
  dropUnnumbered,
  findDocument,
  listUnnumbered,
  unnumberedSince,
} from './billing-documents.server.ts';
import { numberDocument } from './numbering.server.ts';
import { ensureCancellation } from './company-reissue.server.ts';
import type { Seller } from './billing-document.ts';

/** An entry whose draft never got written (its writer died between the two) is dropped after this. */
const DRAFT_WRITE_WINDOW_MS = 60 * 60 * 1000;

export async function numberWaitingDocuments(
  { now, cursor, limit, outOfTime }: WalkInput,
  seller: Seller,
): Promise<Walked> {
  return walkFrom(await listUnnumbered(), cursor, { limit, outOfTime }, async (id) => {
    try {
      const document = await findDocument(id);
      if (!document) {
        // When it was noted is read only here: a run reads nothing per draft it does not number.
        const noted = await unnumberedSince(id);
        if (noted !== null && now - Date.parse(noted) > DRAFT_WRITE_WINDOW_MS)
          await dropUnnumbered(id);
        return;
      }
      // A replacement is numbered only once the credit note of the invoice it replaces names it;
      // one that a refund's credit note beat never stood in, and is dropped unnumbered.
      if (!(await ensureCancellation(document))) return;
      // A credit note's invoice first (one drafted with it for an order from before invoices),
      // so a numbered credit note always names a numbered invoice.
      if (document.kind === 'credit-note' && document.cancels)
        await numberDocument(document.cancels, seller);
      await numberDocument(id, seller);
    } catch (error) {
      console.error(`Re-drive: document ${id} could not be numbered yet: ${error}`);
    }
  });
}
