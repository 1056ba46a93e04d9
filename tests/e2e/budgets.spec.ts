/**
 * Byte budgets are deterministic, so CI defends them: the JavaScript each page type loads
 * before any interaction, gzip, measured on the build that `npm start` serves.
 */
import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { weighPage } from '../../scripts/bench/page-weight.ts';
import {
  CATALOGUE_JS_BUDGET,
  CONSOLE_VIEWS_BUDGET,
  pageTypes,
  TRANSLATED_HTML_GROWTH,
  translatedPageTypes,
} from '../../scripts/bench/page-types.ts';
import { LIVE_LOCALES } from '../../src/features/i18n/locales.ts';

const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));

for (const { type, path, budget } of pageTypes) {
  test(`${type} page (${path}) loads at most ${budget / 1024} KB of JavaScript before interaction`, () => {
    const { jsGzip } = weighPage(distDir, path);
    expect(jsGzip).toBeLessThanOrEqual(budget);
  });
}

// Each back office view loads only its own view's code: none weighs what the one /admin page with
// every panel did.
for (const { type, path } of pageTypes.filter((pageType) => 'console' in pageType)) {
  test(`${type} page (${path}) loads less JavaScript than the one /admin page did`, () => {
    expect(weighPage(distDir, path).jsGzip).toBeLessThan(CONSOLE_VIEWS_BUDGET);
  });
}

for (const locale of LIVE_LOCALES) {
  for (const pageType of translatedPageTypes(locale)) {
    const { type, path, localPath } = pageType;
    const catalogue = 'catalogue' in pageType;
    const jsRule = catalogue ? `, at most ${CATALOGUE_JS_BUDGET / 1024} KB of JavaScript` : '';
    test(`${type} page in ${locale} (${localPath}): HTML at most ${TRANSLATED_HTML_GROWTH * 100} % over English${jsRule}`, () => {
      const english = weighPage(distDir, path);
      const translated = weighPage(distDir, localPath);
      expect(translated.htmlGzip).toBeLessThanOrEqual(
        english.htmlGzip * (1 + TRANSLATED_HTML_GROWTH),
      );
      if (catalogue) expect(translated.jsGzip).toBeLessThanOrEqual(CATALOGUE_JS_BUDGET);
    });
  }
}
