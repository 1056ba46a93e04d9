import { expect, test } from '@playwright/test';

/**
 * A page in another language shows the shop's copy in that language: FAQ, testimonials, guides,
 * legal pages and the chat's answers, with their links to pages in the same language.
 */

test('the French FAQ answers in French, the refund window included', async ({ page }) => {
  await page.goto('/fr/faq');
  const main = page.getByRole('main');
  await expect(main.getByText('Puis-je me faire rembourser', { exact: false })).toBeVisible();
  await expect(main).toContainText('14 jours');
  await expect(main).not.toContainText('Can I get a refund?');
});

test('the German home page quotes travellers and answers questions in German', async ({ page }) => {
  await page.goto('/de');
  const main = page.getByRole('main');
  await expect(main).toContainText('Ich habe die eSIM am Abend vor meinem Flug nach Tokio');
  await expect(main).toContainText('zwei Wochen in Japan');
  await expect(main).not.toContainText('What is an eSIM?');
});

test('the Spanish and Italian guides give their steps in their language', async ({ page }) => {
  await page.goto('/es/how-it-works');
  await expect(page.getByRole('heading', { name: 'Paso 1: Elige tu destino' })).toBeVisible();
  await page.goto('/it/installation');
  await expect(page.getByRole('main')).toContainText('Apri la tua e-mail');
});

test('a German legal page says the English version prevails and links to German pages', async ({
  page,
}) => {
  await page.goto('/de/cookies');
  const policy = page.getByRole('article');
  await expect(policy.locator('p').first()).toContainText('gilt die englische Fassung');
  await expect(policy.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
    'href',
    '/de/privacy',
  );
});

test('the Japanese chat answers in Japanese, links to Japanese pages and loads only its own rules', async ({
  page,
}) => {
  const rulesLoaded: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').at(-1) ?? '';
    if (file.startsWith('chat-rules.')) rulesLoaded.push(file);
  });
  await page.goto('/ja/faq');
  await page.getByRole('button', { name: 'チャットを開く' }).click();
  const chat = page.getByRole('dialog', { name: 'Roamlyアシスタント' });
  await expect(
    chat.getByText('こんにちは！Roamlyアシスタントです。', { exact: false }),
  ).toBeVisible();
  await chat.getByRole('button', { name: 'eSIMのインストール方法を教えてください' }).click();
  await expect(chat.getByRole('link', { name: /インストールガイド/ })).toHaveAttribute(
    'href',
    '/ja/installation',
  );
  expect(rulesLoaded).toEqual([expect.stringMatching(/^chat-rules\.ja\./)]);
});
