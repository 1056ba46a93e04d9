/**
 * The delivery promise is one figure: `DELIVERY_PROMISE_MINUTES`. The content that states it in
 * words (FAQ, how it works, the terms, the commercial disclosure, in every language) must state
 * that figure, so changing the constant without the texts fails here. The price hold, also in
 * minutes, is told apart by its line naming the price.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { DELIVERY_PROMISE_MINUTES } from '../src/features/orders/delivery-promise.ts';

const content = join(import.meta.dirname, '..', 'content');
const MINUTES = /(\d+)\s*(?:minutes?|Minuten|minutos|minuti|分)/g;
const PRICE = /price|prix|Preis|precio|prezzo|価格/i;

const files = [
  ...readdirSync(content).filter((name) => /^faq(\.\w\w)?\.json$/.test(name)),
  ...readdirSync(join(content, 'pages'))
    .filter((name) => /^how-it-works(\.\w\w)?\.json$/.test(name))
    .map((name) => `pages/${name}`),
  ...readdirSync(join(content, 'legal'))
    .filter((name) => /^(terms|commercial-disclosure)(\.\w\w)?\.md$/.test(name))
    .map((name) => `legal/${name}`),
];

test.each(files)('%s states the delivery promise as DELIVERY_PROMISE_MINUTES', (file) => {
  const stated = readFileSync(join(content, file), 'utf8')
    .split('\n')
    .filter((line) => !PRICE.test(line))
    .flatMap((line) => [...line.matchAll(MINUTES)].map((match) => Number(match[1])));
  expect(stated.length).toBeGreaterThan(0);
  expect(new Set(stated)).toEqual(new Set([DELIVERY_PROMISE_MINUTES]));
});

test('every language states it', () => {
  expect(files.length).toBe(4 * 6);
});
