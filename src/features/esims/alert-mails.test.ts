import { describe, expect, test } from 'vitest';
import type { OrderRecord } from '../orders/order.ts';
import { addDataLink, daysLeft, formatDataAmount, usageAlertMail } from './alert-mails.ts';
import type { BundleUsage } from './usage-callback.ts';
import { JAPAN_5GB_PLAN_WITHOUT_BUNDLE } from '../../../tests/support/japan-plan.ts';
import { translator } from '../i18n/catalogue.ts';

const en = translator('en');

const ORIGIN = 'https://roamly.example';
const NOW = Date.parse('2030-05-01T10:00:00Z');
const DAY = 24 * 3600_000;

const order = {
  id: 'ord_3f2a9c1e7b',
  plan: JAPAN_5GB_PLAN_WITHOUT_BUNDLE,
} as OrderRecord;

const bundle = (
  remainingBytes: number,
  endTime: string | null = new Date(NOW + 7 * DAY).toISOString(),
): BundleUsage => ({
  assignment: 'asg-1',
  name: 'esim_5GB_7D_JP_V2',
  initialBytes: 5_000_000_000,
  remainingBytes,
  startTime: new Date(NOW).toISOString(),
  endTime,
  unlimited: false,
});

const topUpLink = `${ORIGIN}/orders?add-data=ord_3f2a9c1e7b`;

describe('usage alert mails', () => {
  test('80 %: the subject, the data left, and the one-click top-up link in both parts', () => {
    const mail = usageAlertMail(
      'usage-80',
      'a@example.com',
      order,
      bundle(1_000_000_000),
      ORIGIN,
      NOW,
      en,
    );
    expect(mail).toMatchObject({
      kind: 'usage-80',
      to: 'a@example.com',
      subject: 'You have used 80% of your data',
      links: [topUpLink],
    });
    expect(mail.text).toContain('You have used 80% of your data');
    expect(mail.text).toContain('Your Japan eSIM has 1 GB of 5 GB left.');
    expect(mail.text).toContain(`Add data: ${topUpLink}`);
    expect(mail.text).toContain('nothing to reinstall');
    expect(mail.html).toContain(`href="${topUpLink}"`);
  });

  test('100 %: "Your data is used up" with the same top-up link', () => {
    const mail = usageAlertMail('usage-100', 'a@example.com', order, bundle(0), ORIGIN, NOW, en);
    expect(mail).toMatchObject({
      kind: 'usage-100',
      subject: 'Your data is used up',
      links: [topUpLink],
    });
    expect(mail.text).toContain('Your Japan eSIM has no data left.');
    expect(mail.text).toContain(`Add data: ${topUpLink}`);
    expect(mail.html).toContain(`href="${topUpLink}"`);
  });

  test('first use: "Your plan has started: N days from now" it ends, with the end date', () => {
    const mail = usageAlertMail(
      'first-use',
      'a@example.com',
      order,
      bundle(5_000_000_000),
      ORIGIN,
      NOW,
      en,
    );
    expect(mail).toMatchObject({
      kind: 'first-use',
      subject: 'Your plan has started',
      links: [`${ORIGIN}/orders`],
    });
    expect(mail.text).toContain(
      'Your plan has started: 7 days from now, on 8 May 2030, 10:00 UTC, it ends.',
    );
    expect(mail.text).toContain('Your Japan eSIM is connected (5 GB).');
    expect(mail.text).toContain(`See data left: ${ORIGIN}/orders`);
    const lastDay = usageAlertMail(
      'first-use',
      'a@example.com',
      order,
      bundle(5e9, new Date(NOW + DAY).toISOString()),
      ORIGIN,
      NOW,
      en,
    );
    expect(lastDay.text).toContain('Your plan has started: 1 day from now');
  });

  test('first use without quantities or an end: it says the plan started and no number it does not have', () => {
    const unknown: BundleUsage = {
      ...bundle(0),
      initialBytes: null,
      remainingBytes: null,
      endTime: null,
      unlimited: null,
    };
    const mail = usageAlertMail('first-use', 'a@example.com', order, unknown, ORIGIN, NOW, en);
    expect(mail.text).toContain('Your plan has started.');
    expect(mail.text).toContain(
      'Your Japan eSIM is connected. My Orders shows the data and days you have left.',
    );
    expect(`${mail.text}${mail.html}`).not.toMatch(
      /NaN|undefined|null|0 MB|until its data is used up/,
    );
    const unlimited = usageAlertMail(
      'first-use',
      'a@example.com',
      order,
      { ...unknown, unlimited: true },
      ORIGIN,
      NOW,
      en,
    );
    expect(unlimited.text).toContain('Your Japan eSIM is connected (unlimited data).');
  });

  test('80 % with a quantity unknown names no amount (the alert is only decided from both)', () => {
    const mail = usageAlertMail(
      'usage-80',
      'a@example.com',
      order,
      { ...bundle(1_000_000_000), initialBytes: null },
      ORIGIN,
      NOW,
      en,
    );
    expect(mail.text).toContain('Your Japan eSIM is running low on data.');
    expect(`${mail.text}${mail.html}`).not.toMatch(/NaN|undefined|null|0 MB/);
  });

  test('the links read in light and dark mail clients: a filled button with white text, and the link again as text', () => {
    const { html } = usageAlertMail(
      'usage-80',
      'a@example.com',
      order,
      bundle(1_000_000_000),
      ORIGIN,
      NOW,
      en,
    );
    // The colour is both the cell's bgcolor and its background, so clients that rewrite one keep
    // the other.
    expect(html).toMatch(
      /bgcolor="#1b63e0" style="[^"]*background:#1b63e0;">\s*<a href="https:\/\/roamly\.example\/orders\?add-data=ord_3f2a9c1e7b"[^>]*color:#ffffff/,
    );
    expect(html).toContain(`If the button does not work, open this link: <a href="${topUpLink}"`);
  });

  test('the top-up link escapes the order id', () => {
    expect(addDataLink(ORIGIN, 'a&b c')).toBe(`${ORIGIN}/orders?add-data=a%26b%20c`);
  });
});

describe('amounts and days', () => {
  test('data as the status panel shows it', () => {
    expect(formatDataAmount(3_200_000_000)).toBe('3.2 GB');
    expect(formatDataAmount(5_000_000_000)).toBe('5 GB');
    expect(formatDataAmount(450_000_000)).toBe('450 MB');
  });

  test('days to the end, rounded up, never negative, none without an end', () => {
    expect(daysLeft(new Date(NOW + 6.5 * DAY).toISOString(), NOW)).toBe(7);
    expect(daysLeft(new Date(NOW - DAY).toISOString(), NOW)).toBe(0);
    expect(daysLeft(null, NOW)).toBeNull();
  });
});
