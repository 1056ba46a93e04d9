/**
 * The demo shop's contact messages: most from customers about an order they made, the rest from
 * people without an account, each id derived from the seed so a second run writes the same keys.
 */
import type { ContactRecord } from '../../src/features/support/contact-messages.server.ts';
import { sha256Hex } from '../../src/lib/hash.ts';
import type { DemoOrder } from './demo-orders.ts';
import { demoPeople, pick, randomOf, type DemoPerson, type Random } from './demo-people.ts';

const DAY = 24 * 60 * 60 * 1000;

const ABOUT_AN_ORDER: [string, (destination: string) => string][] = [
  [
    'installation',
    (to) =>
      `I bought the ${to} eSIM but my phone does not show the QR scan option. Which settings do I open?`,
  ],
  [
    'activation',
    (to) =>
      `I landed and the ${to} eSIM says "No service". I turned data roaming on. What else can I try?`,
  ],
  [
    'refund',
    (to) =>
      `My trip to ${to} was cancelled. Can I get my money back for the eSIM? I never installed it.`,
  ],
  [
    'technical',
    (to) => `Data in ${to} is very slow since this morning, around 0.5 Mbps. Is there an outage?`,
  ],
  [
    'activation',
    (to) =>
      `Can I install the ${to} eSIM before I fly, or will the days start counting straight away?`,
  ],
];
const FROM_ANYONE: [string, string][] = [
  ['general', 'Does your eSIM work on a Pixel 6a bought in Japan? Some of those are locked.'],
  ['general', 'Do you offer plans with a phone number for calls and SMS?'],
  [
    'partnership',
    'We run a travel agency in Lisbon and would like to offer your eSIMs to our clients.',
  ],
  ['other', 'The checkout page did not load on my work laptop. Is there another way to pay?'],
];

function aboutOrder(random: Random, order: DemoOrder): [string, string] {
  const [subject, text] = pick(random, ABOUT_AN_ORDER);
  return [subject, text(order.plan.country)];
}

/** `count` messages over the last 60 days; customers write after their order. */
export function demoContacts(
  seed: number,
  count: number,
  orders: readonly DemoOrder[],
  customers: readonly DemoPerson[],
  now: number,
): ContactRecord[] {
  const strangers = demoPeople(seed + 1, count);
  return Array.from({ length: count }, (_, i) => {
    const random = randomOf(seed, 'contact', i);
    const order = orders.length > 0 && random() < 0.6 ? pick(random, orders) : null;
    const from = order ? customers[order.customer]! : strangers[i]!;
    const [subject, message] = order ? aboutOrder(random, order) : pick(random, FROM_ANYONE);
    const since = order ? Math.max(order.createdAt, now - 60 * DAY) : now - 60 * DAY;
    const receivedAt = new Date(since + random() * (now - since)).toISOString();
    return {
      id: `${receivedAt}-${sha256Hex(`seed-demo:${seed}:contact:${i}`).slice(0, 8)}`,
      name: `${from.firstName} ${from.lastName}`,
      email: from.email,
      subject,
      message,
      receivedAt,
      mailed: true,
    };
  });
}
