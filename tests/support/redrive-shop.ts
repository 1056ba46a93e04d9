/**
 * Work for the re-drive, planted fast (direct-blobs.ts) through the shop's own code: paid intents
 * at the test gateway, checkouts listed for the re-drive, open quotes, queued mail, open refunds.
 */
import { randomBytes } from 'node:crypto';
import { defaultCatalogue } from '../../src/features/catalogue/catalogue.server.ts';
import { awaitOrder } from '../../src/features/checkout/awaiting-orders.server.ts';
import { QUOTE_HOLD_MS } from '../../src/features/checkout/quote.ts';
import { queueMail } from '../../src/features/mail/mail-queue.server.ts';
import { newOrder } from '../../src/features/orders/orders.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { openQuote } from '../../src/features/payments/open-quotes.server.ts';
import {
  confirmTestPayment,
  testGateway,
} from '../../src/features/payments/test-gateway.server.ts';
import { openRefund } from '../../src/features/refunds/refund-records.server.ts';
import { withDirectBlobs } from './direct-blobs.ts';

const AT_ONCE = 32;
const CARD = '4242424242424242';

async function times(count: number, work: (n: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += AT_ONCE)
    await Promise.all(
      Array.from({ length: Math.min(AT_ONCE, count - start) }, (_, i) => work(start + i)),
    );
}

const planId = (n: number) => {
  const plans = defaultCatalogue().plans;
  return plans[(n * 7) % plans.length]!.id;
};

/** Lists these intents as checkouts made at `createdAt`, as creating each intent does. */
export function listAwaiting(directory: string, intentIds: string[], createdAt: number) {
  return withDirectBlobs(directory, () =>
    times(intentIds.length, (n) => awaitOrder(intentIds[n]!, createdAt, createdAt + QUOTE_HOLD_MS)),
  );
}

/**
 * `count` intents of ours paid at the test gateway, each with its delivered order written as the
 * record alone (no index, no sales count: what the re-drive reads of it); returns their ids.
 */
export function plantPaidIntents(directory: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  return withDirectBlobs(directory, async () => {
    await times(count, async (n) => {
      const metadata = { userId: `payer-${n % 50}`, planId: planId(n) };
      const made = await testGateway.createIntent({
        ...{ amount: 1500, currency: 'usd', metadata },
        idempotencyKey: randomBytes(12).toString('hex'),
      });
      await confirmTestPayment(made.clientSecret, CARD);
      ids.push(made.id);
      const plan = defaultCatalogue().plans.find((found) => found.id === metadata.planId)!;
      const order = newOrder({
        paymentIntentId: made.id,
        userId: metadata.userId,
        plan,
        amountCents: 1500,
        currency: 'usd',
      });
      await openStore('orders').setJSON(`id/${order.id}`, {
        ...order,
        provisioningStatus: 'completed',
        deliveredAt: new Date().toISOString(),
      });
    });
    return ids;
  });
}

/** `count` unpaid intents listed as open quotes, held until `heldUntil`; returns their ids. */
export function plantOpenQuotes(
  directory: string,
  count: number,
  heldUntil: number,
): Promise<string[]> {
  const ids: string[] = [];
  return withDirectBlobs(directory, async () => {
    await times(count, async (n) => {
      const intent = await testGateway.createIntent({
        amount: 1000,
        currency: 'usd',
        metadata: { userId: 'redrive-quoter', planId: planId(n) },
        idempotencyKey: randomBytes(12).toString('hex'),
      });
      ids.push(intent.id);
      await openQuote({ intentId: intent.id, planId: planId(n), heldUntil, userId: 'quoter' });
    });
    return ids;
  });
}

/** `count` mails in the queue, their first send left to the re-drive. */
export function plantQueuedMail(directory: string, count: number) {
  return withDirectBlobs(directory, () =>
    times(count, (n) =>
      queueMail(
        `planted-mail/${randomBytes(8).toString('hex')}`,
        {
          kind: 'planted-mail',
          to: `reader-${n}@example.com`,
          subject: 'Planted',
          text: 'A planted mail.',
          html: '<p>A planted mail.</p>',
        },
        { sendLater: () => {} },
      ),
    ),
  );
}

/** `count` refunds begun at `at` and not finished (their orders are not in the store). */
export function plantOpenRefunds(directory: string, count: number, at: number) {
  return withDirectBlobs(directory, () =>
    times(count, () => openRefund(randomBytes(12).toString('hex'), at)),
  );
}
