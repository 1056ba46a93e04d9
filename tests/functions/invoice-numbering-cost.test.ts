/**
 * A run of the re-drive's 'documents to number' costs the same Blobs calls with 2,000 documents
 * issued as with 200: it lists the drafts waiting (work in flight, never history) and reads and
 * writes only those it numbers.
 */
import { beforeAll, expect, test } from 'vitest';
import type { BillingDocument } from '../../src/features/invoices/billing-document.ts';
import { saveDraft, writeNumber } from '../../src/features/invoices/billing-documents.server.ts';
import { numberWaitingDocuments } from '../../src/features/invoices/numbering-redrive.server.ts';
import { sellerDetails } from '../../src/features/legal/seller.ts';
import { countBlobsCalls, type BlobsCalls } from '../support/blobs-calls.ts';
import { withDirectBlobs } from '../support/direct-blobs.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const blobs = useLocalBlobs({ mute: ['error'] });
const SELLER = sellerDetails();
const WAITING = 30;

let sequence = 0;

/** An invoice drafted in `series`, for an order of its own. */
function invoice(series: string): BillingDocument {
  const orderId = `numbering-cost-${++sequence}`;
  return {
    id: `${orderId}/invoice-1`,
    kind: 'invoice',
    orderId,
    userId: 'user-1',
    series,
    number: null,
    issuedAt: new Date().toISOString(),
    locale: 'en',
    seller: null,
    buyer: { email: 'b@example.com', business: null },
    plan: { name: 'Japan 5 GB', data: '5 GB', duration: '30 days' },
    topUp: false,
    total: 1500,
    currency: 'usd',
    tax: null,
    paymentMethod: 'card',
    cancels: null,
    replaces: null,
  };
}

/** `count` more documents issued and numbered, written straight to the server's files. */
async function issue(count: number) {
  await withDirectBlobs(blobs.directory, async () => {
    for (let n = 0; n < count; n++) {
      const document = await saveDraft(invoice('INV-20250101'));
      await writeNumber(document.id, `INV-20250101-${String(sequence).padStart(5, '0')}`, SELLER);
    }
  });
}

/**
 * One run numbering `WAITING` drafts, each in a series of its own (`round` keeps them new), so no
 * retry on a shared counter makes the count vary.
 */
async function measure(round: number): Promise<BlobsCalls> {
  for (let n = 0; n < WAITING; n++) await saveDraft(invoice(`INV-2024${round}${n + 10}`));
  const input = { now: Date.now(), cursor: null, limit: 100 };
  const { result, calls } = await countBlobsCalls(() => numberWaitingDocuments(input, SELLER));
  expect(result).toEqual({ cursor: null, left: 0, done: WAITING });
  return calls;
}

let small: BlobsCalls;
let large: BlobsCalls;

beforeAll(async () => {
  await issue(200);
  small = await measure(1);
  await issue(1800);
  large = await measure(2);
}, 300_000);

test("'documents to number' costs the same with 2,000 documents issued as with 200", () => {
  expect(small.total).toBeGreaterThan(WAITING);
  expect(large).toEqual(small);
});
