/**
 * Reads the Blobs data of the site the browser tests' server serves (`npm run start:test`,
 * .netlify/blobs-serve-test, site id '0'), through a second Blobs server over the same directory:
 * how e2e tests read the local outbox.
 */
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { answerReadsWithEtag } from '../../scripts/emulator-workarounds/etag-on-read.ts';
import { listBlobsPrefixFirst } from '../../scripts/emulator-workarounds/prefix-first-listing.ts';
import { fileURLToPath } from 'node:url';
import { BROWSER_TEST_DATA_FOLDER } from '../../scripts/local-blobs.ts';
import { listOutbox, type StoredMail } from '../../src/features/mail/outbox.server.ts';
import { findTestRefund, testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { openStore } from '../../src/lib/blobs.ts';

let started: Promise<void> | undefined;

function connect(): Promise<void> {
  started ??= (async () => {
    const token = 'e2e-reader';
    // Listings as `npm start` answers them: whole while other requests write.
    listBlobsPrefixFirst();
    answerReadsWithEtag();
    const server = new BlobsServer({
      directory: fileURLToPath(new URL(`../../${BROWSER_TEST_DATA_FOLDER}`, import.meta.url)),
      token,
    });
    const { port } = await server.start();
    const url = `http://localhost:${port}`;
    setEnvironmentContext({
      edgeURL: url,
      uncachedEdgeURL: url,
      token,
      siteID: '0',
      deployID: '0',
    });
  })();
  return started;
}

/** Waits for the newest mail of a kind to an address (mail is written as the request ends). */
export async function waitForMail(to: string, kind: string, since = 0): Promise<StoredMail> {
  await connect();
  for (let attempt = 0; attempt < 100; attempt++) {
    const [mail] = await listOutbox({ to, kind });
    if (mail && Date.parse(mail.sentAt) >= since) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${kind} mail to ${to}`);
}

/** The mails of a kind to an address so far, newest first. */
export async function mailsTo(to: string, kind: string): Promise<StoredMail[]> {
  await connect();
  return listOutbox({ to, kind });
}

/**
 * What the local test gateway recorded of a payment: the intent as charged (amount in minor units,
 * currency in lower case) and its refund, null when none.
 */
export async function testPayment(paymentIntentId: string) {
  await connect();
  return {
    intent: await testGateway.retrieveIntent(paymentIntentId),
    refund: await findTestRefund(paymentIntentId),
  };
}

/** A fresh address for each test run, so runs never collide on the persistent local data. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Moves an order's purchase and delivery `days` back, as if it had been bought then: how a browser
 * test meets an order outside the refund window without waiting two weeks.
 */
export async function ageOrder(orderId: string, days: number): Promise<void> {
  await connect();
  const store = openStore('orders');
  const key = `id/${orderId}`;
  const order = (await store.get(key, { type: 'json' })) as Record<string, string | null>;
  const back = (iso: string | null | undefined) =>
    iso ? new Date(Date.parse(iso) - days * DAY_MS).toISOString() : iso;
  await store.setJSON(key, {
    ...order,
    createdAt: back(order.createdAt),
    deliveredAt: back(order.deliveredAt),
  });
}
