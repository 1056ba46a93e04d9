/**
 * 'Withdraw from contract here' signed out, as a buyer does it: the footer link, the order number
 * and e-mail, the mailed link, the contract and the name, 'Confirm withdrawal', and the
 * acknowledgement mail with the date and time of receipt (docs/decisions/0042-withdrawal-function.md).
 */
import { expect, test } from '@playwright/test';
import type { StoredMail } from '../../src/features/mail/outbox.server.ts';
import { mailsTo, uniqueEmail } from '../support/site-blobs.ts';
import { EMULATOR_PATIENCE } from './support/admin.ts';
import { payWith, SHOPPER_PASSWORD, signIn } from './support/shop.ts';

/** The newest mail of a kind to an address sent since `since`, waiting as long as a busy shop takes. */
async function mailSince(to: string, kind: string, since = 0): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to, kind)).find((mail) => Date.parse(mail.sentAt) >= since);
        return found !== undefined;
      },
      { timeout: 120_000 },
    )
    .toBe(true);
  return found!;
}

test('signed out, from the footer to the acknowledgement, in two steps', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const email = uniqueEmail('withdraws');
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByLabel('Confirm password').fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signin$/, EMULATOR_PATIENCE);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/countries$/, EMULATOR_PATIENCE);
  await page.goto('/checkout/jp-3gb-7d');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/orders$/, EMULATOR_PATIENCE);
  const ready = await mailSince(email, 'order-ready');
  const orderNumber = /#([a-f0-9]{8})/.exec(ready.text)![1]!;
  expect(ready.text).toContain('Withdraw from contract here');

  // A stranger's browser: nobody signed in.
  const signedOut = await browser.newPage();
  await signedOut.goto('/faq');
  await signedOut
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Withdraw from contract here' })
    .click();
  await expect(signedOut).toHaveURL(/\/withdraw$/, EMULATOR_PATIENCE);
  await signedOut.getByLabel('Order number').fill(`#${orderNumber}`);
  await signedOut.getByLabel('E-mail address').fill(email);
  const asked = Date.now();
  await signedOut.getByRole('button', { name: 'Send me the link' }).click();
  await expect(signedOut.getByRole('status')).toContainText(
    'we have sent a link',
    EMULATOR_PATIENCE,
  );

  const mail = await mailSince(email, 'withdrawal-link', asked);
  const link = new URL(mail.links[0]!);
  await signedOut.goto(`${link.pathname}${link.search}`);
  await expect(signedOut.getByText(`#${orderNumber}`)).toBeVisible(EMULATOR_PATIENCE);
  await expect(signedOut.getByText(email)).toBeVisible();
  await signedOut.getByLabel('Your name').fill('Ada Traveller');
  const confirmed = Date.now();
  await signedOut.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(signedOut.getByRole('status')).toContainText(
    'Your withdrawal has been received',
    EMULATOR_PATIENCE,
  );

  const ack = await mailSince(email, 'withdrawal-received', confirmed);
  expect(ack.text).toContain(`order #${orderNumber}`);
  expect(ack.text).toContain('Ada Traveller');
  expect(ack.text).toMatch(
    /We received your withdrawal on \d{1,2} \w+ \d{4} at \d\d:\d\d:\d\d UTC\./,
  );
  await signedOut.close();
});
