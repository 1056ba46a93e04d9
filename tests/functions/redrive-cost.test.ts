/**
 * Each re-drive step costs the same Blobs calls with 1,000 orders as after 9,000 more: at both
 * sizes each step has more waiting than one run takes (paid checkouts, in-flight orders, expired
 * quotes, mail, refunds), so only the history around it grows.
 */
import { beforeAll, expect, test } from 'vitest';
import type { Mailer } from '../../src/features/mail/mail.ts';
import { sendQueuedMailFrom } from '../../src/features/mail/mail-queue.server.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { checkProviderBalanceAlert } from '../../src/features/provisioning/provider-balance.server.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { redriveSteps } from '../../src/features/provisioning/redrive.server.ts';
import { finishStalledRefundsFrom } from '../../src/features/refunds/refund-redrive.server.ts';
import { countBlobsCalls, type BlobsCalls } from '../support/blobs-calls.ts';
import {
  plantOpenQuotes,
  plantOpenRefunds,
  listAwaiting,
  plantQueuedMail,
} from '../support/redrive-shop.ts';
import { seedShop } from '../support/seeded-shop.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const blobs = useLocalBlobs({
  env: { ADMIN_EMAILS: 'owner@example.com', PROVIDER_BALANCE_ALERT: '50' },
  mute: ['warn', 'error'],
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const sent: Mailer = { name: 'outbox', send: async () => {} };
const provider = createSimulatedProvider({ latencyMs: 0, failureRate: 0 });

const steps = redriveSteps({
  gateway: async () => testGateway,
  trigger: async () => {},
  sendQueuedMail: (input) => sendQueuedMailFrom(input, { mailer: sent }),
  finishRefunds: (input) => finishStalledRefundsFrom({ provider, gateway: testGateway }, input),
  checkProviderBalance: () => checkProviderBalanceAlert(() => provider),
});

/** Each step at the time it has work: checkouts due, orders stuck, quotes and mail past due. */
const measured: Record<string, { at: number; memo?: string }> = {
  'queued-mail': { at: 31 * MINUTE },
  'payments-without-order': { at: MINUTE },
  // The payments made before the index were all looked at: it began 49 hours ago.
  'payments-before-index': {
    at: 0,
    memo: JSON.stringify({ indexSince: Date.now() - 49 * HOUR, lastPassAt: 0 }),
  },
  'stuck-orders': { at: 11 * MINUTE },
  'expired-quotes': { at: 31 * MINUTE },
  // Refunds begun just now: each is looked at and left to its own run.
  'half-done-refunds': { at: 0 },
  'provider-balance': { at: 0 },
};

async function measure(): Promise<Record<string, BlobsCalls>> {
  const costs: Record<string, BlobsCalls> = {};
  const now = Date.now();
  for (const [slug, { at, memo }] of Object.entries(measured)) {
    const step = steps.find((candidate) => candidate.slug === slug)!;
    const input = { cursor: null, now: now + at, outOfTime: () => false, memo: memo ?? null };
    costs[slug] = (await countBlobsCalls(() => step.run(input))).calls;
  }
  return costs;
}

interface Growth {
  orders: number;
  inFlight: number;
  paid: number;
  quotes: number;
  mails: number;
  refunds: number;
}

/**
 * History (`orders`) and work waiting: more than one run of each step takes at both sizes, and
 * the listings of work in flight within one page, so only the history differs.
 */
async function grow({ orders, inFlight, paid, quotes, mails, refunds }: Growth) {
  const shop = await seedShop(blobs.directory, { orders, inFlight, days: 30 });
  // Checkouts of the last minutes whose orders were made: the payments step drops each entry.
  const delivered = shop.orders.filter((order) => order.provisioningStatus === 'completed');
  const intents = delivered.slice(0, paid).map((order) => order.paymentIntentId);
  await listAwaiting(blobs.directory, intents, Date.now() - 2 * MINUTE);
  await plantOpenQuotes(blobs.directory, quotes, Date.now() + 30 * MINUTE);
  await plantQueuedMail(blobs.directory, mails);
  await plantOpenRefunds(blobs.directory, refunds, Date.now());
}

let small: Record<string, BlobsCalls>;
let large: Record<string, BlobsCalls>;

beforeAll(async () => {
  await grow({ orders: 1000, inFlight: 150, paid: 100, quotes: 250, mails: 150, refunds: 60 });
  small = await measure();
  await grow({ orders: 9000, inFlight: 450, paid: 900, quotes: 500, mails: 300, refunds: 300 });
  large = await measure();
}, 600_000);

test.each(Object.keys(measured))(
  'the %s step costs the same with 10,000 orders as with 1,000',
  (slug) => {
    expect(small[slug]!.total).toBeGreaterThan(slug === 'payments-before-index' ? -1 : 0);
    if (slug !== 'stuck-orders')
      return expect({ slug, ...large[slug] }).toEqual({ slug, ...small[slug] });
    // Each stuck order's repair writes its index entries: two to four, by its plan's destination.
    const { writes: smallWrites, total: _s, ...smallRest } = small[slug]!;
    const { writes: largeWrites, total: _l, ...largeRest } = large[slug]!;
    expect(largeRest).toEqual(smallRest);
    expect(Math.max(smallWrites, largeWrites)).toBeLessThanOrEqual(4 * smallRest.reads);
  },
);
