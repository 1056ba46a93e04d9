/**
 * The operator console's first day, in a real browser: the owner invites a support colleague, who
 * enrols an authenticator and signs in; support finds a customer's order by e-mail, reads its
 * timeline, resends the delivery mail (one mail) and cannot reach the catalogue; the owner reads the
 * order's tax and invoice and refunds it outside the customer's 14-day window; the audit log shows
 * each step.
 */
import { expect } from '@playwright/test';
import { ageOrder, mailsTo, uniqueEmail, waitForMail } from '../support/site-blobs.ts';
import { EMULATOR_PATIENCE, signInAsStaff } from './support/admin.ts';
import { openOrderOf } from './support/console-order.ts';
import { DESKTOP, PLAN_ID, orderCard, test } from './support/delivered-order.ts';
import { createAccount, payWith, signIn } from './support/shop.ts';

// Buying the worker's order, two staff sign-ins and a refund go through the emulator.
test.describe.configure({ timeout: 300_000 });

test('the owner invites support, support answers a customer, the owner refunds late, all audited', async ({
  browser,
  admin,
}) => {
  // A customer of its own: the worker's shared one must stay unrefunded for the other specs.
  const customerEmail = uniqueEmail('console-customer');
  const shopper = await (await browser.newContext(DESKTOP)).newPage();
  await createAccount(shopper, customerEmail);
  await signIn(shopper, customerEmail);
  await expect(shopper).toHaveURL(/\/countries$/, EMULATOR_PATIENCE);
  await shopper.goto(`/checkout/${PLAN_ID}`);
  // Billed in France with a French card: two agreeing pieces of evidence, French VAT.
  await shopper.getByLabel('Billing country').selectOption('FR', EMULATOR_PATIENCE);
  await payWith(shopper, '4000 0025 0000 0003');
  await expect(shopper).toHaveURL(/\/orders$/, EMULATOR_PATIENCE);
  await expect(orderCard(shopper).getByText('Ready')).toBeVisible(EMULATOR_PATIENCE);
  await shopper.context().close();
  const owner = await (await browser.newContext({ ...DESKTOP, storageState: admin })).newPage();

  // The owner invites a colleague as support.
  const supportEmail = uniqueEmail('support');
  const invited = Date.now();
  await owner.goto('/admin/team');
  await owner.getByLabel('Invite by e-mail').fill(supportEmail);
  await owner.getByLabel('Role', { exact: true }).selectOption('support');
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  const team = owner.getByRole('table', { name: 'Staff members and their roles' });
  await expect(team.getByRole('row', { name: new RegExp(supportEmail) })).toContainText(
    'Invited, has not chosen a password yet',
    EMULATOR_PATIENCE,
  );

  // The colleague follows the mailed link, chooses a password, enrols and signs in.
  const invitation = await waitForMail(supportEmail, 'staff-invitation', invited);
  const link = new URL(invitation.links[0]!);
  const support = await (await browser.newContext(DESKTOP)).newPage();
  await support.goto(`${link.pathname}${link.search}`);
  const password = 'support chose this passphrase';
  await support.getByLabel('New password', { exact: true }).fill(password);
  await support.getByLabel('Confirm new password').fill(password);
  await support.getByRole('button', { name: /Reset/ }).click();
  await expect(support).toHaveURL(/\/signin$/, EMULATOR_PATIENCE);
  await signInAsStaff(support, supportEmail, password);
  await expect(support).toHaveURL(/\/admin$/);
  await expect(support.getByRole('banner')).toContainText(
    `${supportEmail} (support)`,
    EMULATOR_PATIENCE,
  );

  // Support has no way to the catalogue upload, its address refuses, and the server refuses too.
  const navigation = support.getByRole('navigation', { name: 'Back office' });
  await expect(navigation.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Catalogue and rates' })).toHaveCount(0);
  await support.goto('/admin/catalogue');
  await expect(support.getByRole('alert')).toContainText(
    'Only owners can open this view.',
    EMULATOR_PATIENCE,
  );
  await expect(support.getByRole('heading', { name: /upload/i })).toHaveCount(0);
  const upload = await support.request.post('/api/admin/upload-plans', {
    headers: { 'X-Requested-With': 'fetch', Origin: new URL(support.url()).origin },
    multipart: {
      file: { name: 'plans.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') },
    },
  });
  expect(upload.status()).toBe(403);

  // Support finds the customer's order, reads its timeline and resends the delivery mail once.
  await openOrderOf(support, customerEmail);
  const orderId = new URL(support.url()).pathname.split('/').pop()!;
  const timeline = support.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(/Payment succeeded/)).toBeVisible();
  await expect(timeline.getByText(/eSIM assigned, ICCID \d+/)).toBeVisible();
  const before = (await mailsTo(customerEmail, 'order-ready')).length;
  await support.getByRole('button', { name: 'Resend delivery mail' }).click();
  const resend = support.getByRole('dialog', { name: 'Resend the delivery mail?' });
  await resend.getByRole('button', { name: 'Resend' }).dblclick();
  await expect(
    support
      .getByRole('status')
      .filter({ hasText: /The delivery mail is on its way/ })
      .first(),
  ).toBeVisible(EMULATOR_PATIENCE);
  await expect
    .poll(async () => (await mailsTo(customerEmail, 'order-ready')).length, EMULATOR_PATIENCE)
    .toBe(before + 1);

  // Three weeks later, as far as the refund window knows, the owner refunds it with a reason.
  await ageOrder(orderId, 21);
  await owner.goto(`/admin/orders/${orderId}`);
  // The order page shows the tax the checkout decided and the invoice the delivery numbered.
  const billing = owner.getByRole('region', { name: 'Tax and billing documents' });
  await expect(billing).toContainText(
    /FR, EU One-Stop Shop, 20 %: \$\d+\.\d\d included/,
    EMULATOR_PATIENCE,
  );
  await expect(billing).toContainText(/Invoice INV-\d{8}-\d{4}/);
  await owner.getByRole('button', { name: 'Refund…' }).click();
  const refund = owner.getByRole('dialog', { name: 'Refund this order?' });
  await refund.getByLabel(/reason/i).fill('The trip was cancelled by the airline');
  // The phone installed the eSIM and used data: only a refund of the whole order is possible.
  await refund.getByLabel('The whole order, even if the eSIM keeps its plan').check();
  const refunded = owner.waitForResponse(
    (response) => response.url().endsWith(`/api/admin/orders/${orderId}/refund`),
    EMULATOR_PATIENCE,
  );
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  const answer = await refunded;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(owner.getByRole('region', { name: 'Order', exact: true })).toContainText(
    /refunded/i,
    EMULATOR_PATIENCE,
  );

  // The audit log names each step and who took it.
  await owner.goto('/admin/audit');
  const audit = owner.getByRole('table', { name: 'Staff actions, newest first' });
  const row = (action: string, who: string) =>
    audit.getByRole('row').filter({ hasText: action }).filter({ hasText: who }).first();
  await expect(row('order.refund', 'admin@roamly.local')).toBeVisible(EMULATOR_PATIENCE);
  await expect(row('order.resend-delivery', supportEmail)).toBeVisible();
  await expect(row('staff.invite', 'admin@roamly.local')).toContainText(supportEmail);
});
