/**
 * Japan's commercial disclosure (decision 0039): reachable from every page's footer in Japanese,
 * with the seller's details filled in from the build's settings, and linked again right above
 * the pay button's final terms.
 */
import { expect, test } from '@playwright/test';

test('the Japanese footer leads to 特定商取引法に基づく表記 with every item filled in', async ({
  page,
}) => {
  await page.goto('/ja/country/jp');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: '特定商取引法に基づく表記' })
    .click();
  await expect(page).toHaveURL(/\/ja\/commercial-disclosure$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('特定商取引法に基づく表記');
  const article = page.getByRole('article');
  for (const item of [
    '販売業者',
    '運営統括責任者',
    '所在地',
    '電話番号',
    'メールアドレス',
    '販売価格',
    '商品代金以外の必要料金',
    '支払方法',
    '支払時期',
    '引渡時期',
    '返品・キャンセル',
    '動作環境',
  ])
    await expect(article.getByRole('cell', { name: item, exact: true })).toBeVisible();
  await expect(article.getByRole('row', { name: /^販売業者 .*Roamly/ })).toBeVisible();
  await expect(article.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(article).not.toContainText('{seller');
  await expect(article.getByRole('link', { name: '対応端末ページ' })).toHaveAttribute(
    'href',
    '/ja/compatibility',
  );
});

test('the English twin names the act and the seller', async ({ page }) => {
  await page.goto('/commercial-disclosure');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Notation Based on the Act on Specified Commercial Transactions',
  );
  await expect(page.getByRole('row', { name: /^Seller .*Roamly/ })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Commercial Disclosure (Japan)' }),
  ).toHaveAttribute('href', '/commercial-disclosure');
});
