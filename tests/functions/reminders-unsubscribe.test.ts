/**
 * The reminders' unsubscribe link works signed out: opening it changes nothing (mail scanners open
 * links); its button or a one-click List-Unsubscribe POST stops the reminders; a forged link is
 * refused and changes nothing; the data download says so. Real local Blobs and outbox.
 */
import { expect, test } from 'vitest';
import unsubscribe from '../../netlify/functions/reminders-unsubscribe.mts';
import { changeUser } from '../../src/features/auth/users.server.ts';
import { remindersTurnedOff } from '../../src/features/esims/reminders/reminders-off.server.ts';
import { unsubscribeUrl } from '../../src/features/esims/reminders/reminder-unsubscribe-link.server.ts';
import accountData from '../../netlify/functions/account-data.mts';
import { createOrderOnce, newOrder } from '../../src/features/orders/orders.server.ts';
import { signedInCustomer } from '../support/accounts.ts';
import { call } from '../support/call.ts';
import { JAPAN_5GB_PLAN } from '../support/japan-plan.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error'] });
const { amelie, bruno } = useCustomers({
  amelie: 'unsubscribe-amelie@example.com',
  bruno: 'unsubscribe-bruno@example.com',
});

/** The path and query of `userId`'s link, as the reminder carries it. */
const linkOf = (userId: string) => {
  const url = new URL(unsubscribeUrl('http://localhost:8888', userId));
  return `${url.pathname}${url.search}`;
};

test('opening the link shows the question in French and changes nothing; the button stops reminders', async () => {
  await changeUser(amelie.userId, () => ({ locale: 'fr' }));
  const page = await call(unsubscribe, linkOf(amelie.userId));
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<html lang="fr">');
  expect(html).toContain('Ne plus recevoir ces rappels');
  expect(html).toContain('method="post"');
  expect(await remindersTurnedOff(amelie.userId)).toBe(false);

  const done = await call(unsubscribe, linkOf(amelie.userId), { method: 'POST' });
  expect(done.status).toBe(200);
  expect(await done.text()).toContain('vous ne recevrez plus de rappels');
  expect(await remindersTurnedOff(amelie.userId)).toBe(true);
  // A second click is harmless.
  expect((await call(unsubscribe, linkOf(amelie.userId), { method: 'POST' })).status).toBe(200);
});

test("a mail client's one-click POST, from another site, stops reminders and answers JSON when asked", async () => {
  const answer = await call(unsubscribe, linkOf(bruno.userId), {
    method: 'POST',
    body: 'List-Unsubscribe=One-Click',
    origin: 'https://mail.example.net',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
  });
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({
    message:
      'Done: we will not send you install reminders any more. Your order e-mails keep coming.',
  });
  expect(await remindersTurnedOff(bruno.userId)).toBe(true);
});

test('a forged or damaged link is refused with a message and turns nothing off', async () => {
  const other = linkOf(amelie.userId).replace(
    amelie.userId,
    '00000000-0000-4000-8000-000000000000',
  );
  for (const path of [
    other,
    '/api/reminders/unsubscribe?token=nonsense',
    '/api/reminders/unsubscribe',
  ]) {
    const answer = await call(unsubscribe, path, {
      method: 'POST',
      headers: { Accept: 'application/json' },
    });
    expect(answer.status).toBe(410);
    expect(await answer.json()).toEqual({
      message: 'This link is not valid. Open it again from the e-mail, or contact us.',
    });
  }
  expect(await remindersTurnedOff('00000000-0000-4000-8000-000000000000')).toBe(false);
  const page = await call(unsubscribe, '/api/reminders/unsubscribe?token=nonsense');
  expect(page.status).toBe(410);
  expect(await page.text()).toContain('This link is not valid.');
});

test("the customer's data download holds the travel date, the phone and the unsubscription", async () => {
  const customer = await signedInCustomer('unsubscribe-export@example.com');
  const { order } = await createOrderOnce(
    newOrder({
      ...{ paymentIntentId: 'pi_unsubscribe_export', userId: customer.userId },
      ...{ plan: JAPAN_5GB_PLAN, amountCents: 1850, currency: 'usd' },
      ...{ travelDate: '2027-03-12', buyerPhone: 'ios' as const },
    }),
  );
  const before = await (
    await call(accountData, '/api/account/data', { cookie: customer.cookie })
  ).json();
  expect(before.consents.installReminders).toBe('on');
  expect(before.orders).toEqual([
    expect.objectContaining({ id: order.id, travelDate: '2027-03-12', buyerPhone: 'ios' }),
  ]);
  await call(unsubscribe, linkOf(customer.userId), { method: 'POST' });
  const after = await (
    await call(accountData, '/api/account/data', { cookie: customer.cookie })
  ).json();
  expect(after.consents.installReminders).toEqual({ turnedOffAt: expect.any(String) });
});
