/**
 * The re-drive's step 'documents to number': every draft still without a number (a credit note
 * drafted on a refund's path, a run that died after drafting) gets it here, off the request path.
 */
import { walkFrom, type WalkInput, type Walked } from '../../lib/walk-from.ts';
import { dropUnnumbered, findDocument, listUnnumbered } from './billing-documents.server.ts';
import { numberDocument } from './numbering.server.ts';
import { ensureCancellation } from './company-reissue.server.ts';
import type { Seller } from './billing-document.ts';

/** An entry whose draft never got written (its writer died between the two) is dropped after this. */
const DRAFT_WRITE_WINDOW_MS = 60 * 60 * 1000;

export async function numberWaitingDocuments(
  { now, cursor, limit, outOfTime }: WalkInput,
  seller: Seller,
): Promise<Walked> {
  const waiting = await listUnnumbered();
  return walkFrom(
    waiting.map((entry) => entry.id),
    cursor,
    { limit, outOfTime },
    async (id) => {
      try {
        const document = await findDocument(id);
        const noted = Date.parse(waiting.find((entry) => entry.id === id)!.at);
        if (!document) {
          if (now - noted > DRAFT_WRITE_WINDOW_MS) await dropUnnumbered(id);
          return;
        }
        // A replacement is numbered only once the credit note of the invoice it replaces exists.
        await ensureCancellation(document);
        await numberDocument(id, seller);
      } catch (error) {
        console.error(`Re-drive: document ${id} could not be numbered yet: ${error}`);
      }
    },
  );
}
