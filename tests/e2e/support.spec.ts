import { expect, test } from '@playwright/test';
import { uniqueEmail, waitForMail } from '../support/site-blobs.ts';

test('the contact form shows its validation messages', async ({ page }) => {
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  // The form hydrates when it scrolls into view (client:visible); until then it is disabled.
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeEnabled();
  await send.click();
  for (const text of [
    'Name is required',
    'Email is required',
    'Please select a subject',
    'Message is required',
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await page.getByLabel('Email Address').fill('not-an-email');
  await send.click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
});

test("a message is sent: 'Message Sent!', the form resets and the customer gets an acknowledgement", async ({
  page,
}) => {
  const email = uniqueEmail('help');
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.scrollIntoViewIfNeeded();
  // The form's clock starts when it hydrates (enabled), so the wait below is counted from there.
  await expect(send).toBeEnabled();
  const hydrated = Date.now();
  await page.getByLabel('Your Name').fill('Ana Traveller');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Subject').selectOption('installation');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('How do I install the eSIM on a Pixel 8?');
  // A person takes a few seconds; the server ignores forms sent faster than that (anti-spam).
  await page.waitForTimeout(Math.max(0, hydrated + 3500 - Date.now()));
  const started = Date.now();
  await send.click();
  await expect(page.getByText('Message Sent!')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
  await expect(page.getByLabel('Your Name')).toHaveValue('');
  const ack = await waitForMail(email, 'contact-acknowledgement', started);
  expect(ack.text).toContain('within 24 hours');
});
