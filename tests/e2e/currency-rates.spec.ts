/**
 * The owner's currency rates in the console, as a person uses them: a missing rate is named on
 * its own field, a save says so and shows the new prices, and 'Restore previous catalogue' brings
 * the earlier rates back.
 */
import { expect, test } from '@playwright/test';
import {
  EMULATOR_PATIENCE,
  editingTheCatalogueAlone,
  signInAsLocalAdmin,
} from './support/admin.ts';

test.describe.configure({ timeout: 180_000 });

test('an owner saves new rates, is told of a missing one on its field, and can restore the earlier rates', async ({
  page,
}) => {
  await editingTheCatalogueAlone(async () => {
    await signInAsLocalAdmin(page);
    await page.goto('/admin/catalogue');
    const panel = page.getByRole('region', { name: 'Currency rates' });
    // The rate changed is one no other browser test prices in: they run at the same time, and a
    // page rebuilt at this rate would show them another price than their checkout asks.
    const newZealand = panel.getByLabel('NZD (New Zealand Dollar)');
    await expect(newZealand).toBeVisible(EMULATOR_PATIENCE);
    const earlierNewZealand = await newZealand.inputValue();

    const singapore = panel.getByLabel('SGD (Singapore Dollar)');
    const earlierSingapore = await singapore.inputValue();
    await singapore.fill('');
    await panel.getByRole('button', { name: 'Save rates' }).click();
    await expect(singapore).toBeFocused();
    await expect(singapore).toHaveAccessibleDescription('Give a rate for SGD');

    await singapore.fill(earlierSingapore);
    await newZealand.fill('2');
    await panel.getByRole('button', { name: 'Save rates' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      'The new rates are saved. The pages are being rebuilt with the new prices.',
      EMULATOR_PATIENCE,
    );
    // USD 9.99 at 2 New Zealand dollars to the dollar is NZ$19.98: NZ$19.99.
    await expect(panel.getByText(/A plan of \$9\.99 sells for .*, NZ\$19\.99,/)).toBeVisible();

    await page.getByRole('button', { name: 'Restore previous catalogue' }).click();
    await page.getByRole('button', { name: 'Yes, restore' }).click();
    await expect(page.getByText('Previous catalogue restored')).toBeVisible(EMULATOR_PATIENCE);
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Currency rates' }).getByLabel('NZD (New Zealand Dollar)'),
    ).toHaveValue(earlierNewZealand, EMULATOR_PATIENCE);
  });
});
