import { expect, test } from '@playwright/test';
import { REFUND_WINDOW_DAYS } from '../../src/features/refunds/refund-window.ts';

test('the FAQ, the terms and the contact page state the refund window the rules apply', async ({
  page,
}) => {
  for (const path of ['/faq', '/terms', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('main'), path).toContainText(
      `within ${REFUND_WINDOW_DAYS} days of purchase`,
    );
    await expect(page.getByRole('main'), path).not.toContainText('{refundWindowDays}');
  }
});
