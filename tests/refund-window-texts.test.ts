import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { replyFor } from '../src/features/support/chat/match.ts';
import { loadChatRules } from '../src/features/support/chat/load-chat-rules.ts';
import { LIVE_LOCALES } from '../src/features/i18n/locales.ts';
import { refundRefusals } from '../src/features/refunds/refund-rules.ts';
import { REFUND_WINDOW_DAYS } from '../src/features/refunds/refund-window.ts';

const root = join(import.meta.dirname, '..');

/** The files whose texts a customer reads: code, pages and content, not tests. */
function customerTextFiles(): string[] {
  return ['src', 'netlify', 'content'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|astro|json|md)$/.test(entry.name))
      .filter((entry) => !/\.test\.ts$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  );
}

/** Comments are for developers; they may name the window without a customer reading it. */
const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/<!--[\s\S]*?-->/g, '');

const DAY_COUNT =
  /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty|thirty)[\s-]+(days?|weeks?)\b/i;
const ABOUT_REFUNDS = /refund|cancel|money back/i;

/**
 * Sentences that state a number of days (or weeks) about refunds, as written in the files. In the
 * refunds folder every sentence counts, since its texts need not say 'refund'.
 */
function hardCodedWindows(path: string): string[] {
  const text = /\.(json|md)$/.test(path)
    ? readFileSync(join(root, path), 'utf8')
    : withoutComments(readFileSync(join(root, path), 'utf8'));
  const aboutRefunds = (sentence: string) =>
    path.startsWith('src/features/refunds/') || ABOUT_REFUNDS.test(sentence);
  return text
    .split(/(?<=[.!?:])\s+|\n/)
    .filter((sentence) => DAY_COUNT.test(sentence) && aboutRefunds(sentence))
    .map((sentence) => `${path}: ${sentence.trim()}`);
}

describe('the refund window has one home', () => {
  test('no customer text writes the refund window as a number: each takes it from REFUND_WINDOW_DAYS', () => {
    expect(customerTextFiles().flatMap(hardCodedWindows)).toEqual([]);
  });

  test('the chat answer about refunds states the window', async () => {
    const answer = replyFor('I want a refund', await loadChatRules('en')).content;
    expect(answer).toContain(`within ${REFUND_WINDOW_DAYS} days of purchase`);
    expect(answer).toBe(
      "You can get a refund within 14 days of purchase if the eSIM has not been installed or activated, or if it does not work with your device or cannot connect. Not installed yet? Cancel it yourself in My Orders with 'Cancel and refund'. Refunds reach your original payment method in 5-10 business days.",
    );
  });

  test.each(LIVE_LOCALES)('no chat answer in %s is left with a placeholder', async (locale) => {
    expect(JSON.stringify(await loadChatRules(locale))).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  test.each(LIVE_LOCALES)(
    'the chat answer about refunds in %s states the window',
    async (locale) => {
      const rules = await loadChatRules(locale);
      const refunds = rules.rules.find(({ link }) => link?.href.endsWith('/terms'));
      expect(refunds?.response).toContain(String(REFUND_WINDOW_DAYS));
    },
  );

  test('a request after the window is refused with the window named', () => {
    expect(refundRefusals['too-late']).toBe(`More than ${REFUND_WINDOW_DAYS} days since purchase`);
  });
});
