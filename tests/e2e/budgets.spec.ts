/**
 * Byte budgets are deterministic, so CI defends them: the JavaScript each page type loads
 * before any interaction, gzip, measured on the build that `npm start` serves.
 */
import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { weighPage } from '../../scripts/bench/page-weight.ts';
import { pageTypes } from '../../scripts/bench/page-types.ts';

const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));

for (const { type, path, budget } of pageTypes) {
  test(`${type} page (${path}) loads at most ${budget / 1024} KB of JavaScript before interaction`, () => {
    const { jsGzip } = weighPage(distDir, path);
    expect(jsGzip).toBeLessThanOrEqual(budget);
  });
}
