/**
 * The language stored on the account reaches every mail queued for the customer, through the real
 * handlers, queue and outbox on a local Blobs server, with the French catalogue they load. Each
 * queued mail records the language it was written in.
 */
import { describe, expect, test } from 'vitest';
import forgotPassword from '../../netlify/functions/auth-forgot-password.mts';
import register from '../../netlify/functions/auth-register.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import contact from '../../netlify/functions/contact.mts';
import { replyToMessage } from '../../src/features/admin/inbox/inbox.server.ts';
import { blockAccount } from '../../src/features/auth/account-blocks.server.ts';
import { findUserById } from '../../src/features/auth/users.server.ts';
import { loadTranslator } from '../../src/features/i18n/load-translator.ts';
import { listOutbox, type StoredMail } from '../../src/features/mail/outbox.server.ts';
import { listContactMessageIds } from '../../src/features/support/contact-messages.server.ts';
import { requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { tellLateDeliveries } from '../../src/features/provisioning/late-deliveries.server.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { signedInCustomer, type Customer } from '../support/accounts.ts';
import { call } from '../support/call.ts';
import { boughtEsim, postCallback, utilisation } from '../support/esimgo-callbacks.ts';
import { afterAnswersSettled } from '../support/netlify-context.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

/** The French texts, as the handlers load them. */
const fr = await loadTranslator('fr');

const SITE = 'https://roamly.example';
useLocalBlobs({ env: { SITE_URL: SITE, ESIMGO_API_KEY: undefined }, mute: ['warn', 'error'] });

const password = 'a French customer passphrase';
let sequence = 0;
const nextEmail = (name: string) => `${name}-${++sequence}@example.com`;

/** A signed-in customer who chose French on the account page. */
async function frenchCustomer(name: string): Promise<Customer> {
  const customer = await signedInCustomer(nextEmail(name));
  const chosen = await call(authUser, '/api/auth/user', {
    method: 'PATCH',
    body: { locale: 'fr' },
    cookie: customer.cookie,
  });
  expect(chosen.status).toBe(200);
  return customer;
}

/** The one mail of `kind` to `to`, as the outbox got it and as the queue keeps it. */
async function mailOf(to: string, kind: string): Promise<StoredMail> {
  await afterAnswersSettled();
  const [mail, ...more] = await listOutbox({ to, kind });
  expect(more).toEqual([]);
  expect(mail, `${kind} to ${to}`).toBeDefined();
  const queue = openStore('mail');
  const queued = await Promise.all(
    (await queue.list({ prefix: 'message/' })).blobs.map(
      async ({ key }) =>
        ((await queue.get(key, { type: 'json' })) as { message: StoredMail }).message,
    ),
  );
  const same = queued.filter((message) => message.to === to && message.kind === kind);
  expect(same.map((message) => message.locale)).toEqual([mail!.locale]);
  return mail!;
}

function expectFrench(mail: StoredMail, subject: string) {
  expect(mail.locale).toBe('fr');
  expect(mail.subject).toBe(subject);
  expect(mail.text).toContain(fr('mail.layout.footer'));
  for (const link of mail.links) expect(link.startsWith(`${SITE}/fr/`), link).toBe(true);
}

describe('the account’s language reaches the account mails', () => {
  test('sign-up on a French page: the verification mail is French', async () => {
    const email = nextEmail('signs-up-in-french');
    const body = { email, password, confirmPassword: password, locale: 'fr' };
    expect((await call(register, '/api/auth/register', { body })).status).toBe(201);
    const mail = await mailOf(email, 'verify-email');
    expectFrench(mail, fr('mail.verify.subject'));
    expect(mail.links[0]).toMatch(/^https:\/\/roamly\.example\/fr\/verify-email\?token=/);
  });

  test('a reset asked for on an English page, and a second sign-up there: French, as the account says', async () => {
    const { email } = await frenchCustomer('forgets-in-english');
    await call(forgotPassword, '/api/auth/forgot-password', { body: { email } });
    expectFrench(await mailOf(email, 'password-reset'), fr('mail.reset.subject'));
    const again = { email, password, confirmPassword: password, locale: 'en' };
    expect((await call(register, '/api/auth/register', { body: again })).status).toBe(201);
    expectFrench(await mailOf(email, 'account-exists'), fr('mail.accountExists.subject'));
  });

  test('a block by staff is told in French', async () => {
    const { email, userId } = await frenchCustomer('blocked');
    await blockAccount(userId);
    expectFrench(await mailOf(email, 'account-blocked'), fr('mail.accountBlocked.subject'));
  });

  test('an English account keeps getting English mails', async () => {
    const { email } = await signedInCustomer(nextEmail('stays-english'));
    await call(forgotPassword, '/api/auth/forgot-password', { body: { email } });
    const mail = await mailOf(email, 'password-reset');
    expect(mail).toMatchObject({ locale: 'en', subject: 'Reset your Roamly password' });
    expect(mail.links[0]).toMatch(/^https:\/\/roamly\.example\/reset-password\?token=/);
  });
});

describe('the account’s language reaches the mails about its eSIMs', () => {
  test('the eSIM, a usage alert and the refund come in French', async () => {
    const { email, userId } = await frenchCustomer('buys-in-french');
    const { iccid } = await boughtEsim(userId, `pi_test_french_${sequence}`);
    expectFrench(await mailOf(email, 'order-ready'), 'Votre eSIM Japon est prête à installer');
    await postCallback(utilisation(iccid, 0.85));
    expectFrench(await mailOf(email, 'usage-80'), fr('mail.usage80.subject'));

    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(userId, simulator);
    const refunded = await requestRefund(userId, order.id, {
      provider: simulator,
      gateway: testGateway,
    });
    expect(refunded.ok).toBe(true);
    const refund = await mailOf(email, 'order-refunded');
    expectFrench(refund, fr('mail.refund.subject'));
    expect(refund.text.replaceAll(/[\u00a0\u202f]/g, ' ')).toContain('remboursé 18,50 $US');
  });
});

describe('the account’s language reaches the late eSIM mail', () => {
  test('an eSIM found late is told in French, with its refund offered on the French My Orders', async () => {
    const { email, userId } = await frenchCustomer('late-in-french');
    await deliveredOrder(userId, simulatorAt({ now: Date.now() }), {
      deliver: false,
      createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    });
    await tellLateDeliveries({}, { now: Date.now(), cursor: null, limit: 100 });
    expectFrench(await mailOf(email, 'delivery-late'), fr('mail.deliveryLate.subject'));
  });
});

describe('the account’s language reaches the contact mails', () => {
  test('the acknowledgement and the staff’s reply are French for an address with a French account', async () => {
    const { email } = await frenchCustomer('writes-to-support');
    const message = {
      name: 'Amélie',
      email,
      subject: 'refund',
      message: 'Mon eSIM ne se connecte pas.',
      website: '',
      startedAt: Date.now() - 20_000,
    };
    expect((await call(contact, '/api/contact', { body: message })).status).toBe(200);
    expectFrench(await mailOf(email, 'contact-acknowledgement'), fr('mail.contactAck.subject'));
    // The support mail itself stays in English, for staff.
    const [toSupport] = await listOutbox({ kind: 'contact' });
    expect(toSupport).toMatchObject({ locale: 'en', subject: '[Refund Request] Amélie' });

    const [id] = await listContactMessageIds();
    const staff = await findUserById((await signedInCustomer(nextEmail('staff'))).userId);
    await replyToMessage({ user: staff!, role: 'support' }, id!, 'reply-1', 'Bonjour Amélie.');
    expectFrench(
      await mailOf(email, 'contact-reply'),
      'Re: votre message à Roamly (Demande de remboursement)',
    );
  });
});
