import { expect, test } from '@playwright/test';

/**
 * The 'eSIM ready' mail and the install screen link to /installation#before-you-fly in the
 * customer's language: each language's guide opens there, on the steps for both phones.
 */
const HEADINGS: Record<string, string> = {
  '': 'Before You Fly',
  '/fr': 'Avant votre vol',
  '/de': 'Vor dem Abflug',
  '/es': 'Antes de volar',
  '/it': 'Prima del volo',
  '/ja': '出発前の設定',
};

for (const [prefix, heading] of Object.entries(HEADINGS)) {
  test(`${prefix || '/en'}/installation#before-you-fly opens on the section, both phones' steps`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/installation#before-you-fly`);
    const section = page.locator('#before-you-fly');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(heading);
    await expect(section).toBeInViewport();
    await expect(section.getByRole('group')).toHaveCount(2);
    await expect(section.getByRole('listitem')).toHaveCount(10);
  });
}
