import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/site-blobs.ts';
import { EMULATOR_PATIENCE } from './support/admin.ts';

// The page's language reaches the functions (Accept-Language from the API client) and the forms'
// shared schemas (their messages are catalogue keys): nothing answers a German or a Japanese
// visitor in English.

test('the German sign-up form says what is wrong in German', async ({ page }) => {
  await page.goto('/de/signup');
  await page.getByLabel('E-Mail').fill('ada@');
  await page.getByLabel('Passwort', { exact: true }).fill('short');
  await page.getByLabel('Passwort bestätigen').fill('short');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText('Ungültige E-Mail-Adresse')).toBeVisible();
  await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein')).toBeVisible();
});

test('a refused sign-in is told in Japanese, in the server’s words', async ({ page }) => {
  await page.goto('/ja/signin');
  await page.getByLabel('メールアドレス').fill(uniqueEmail('hana'));
  await page.getByLabel('パスワード').fill('not the password');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByText('ログインできませんでした')).toBeVisible(EMULATOR_PATIENCE);
  await expect(page.getByText('メールアドレスまたはパスワードが正しくありません')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);
});
