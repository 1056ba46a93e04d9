/**
 * Every customer-facing answer in the language the request asks for (Accept-Language, which the
 * browser's API client fills with the page's): the same status and body shape in each, the English
 * words exactly as before, and the English site's French sign-up messages too.
 */
import { describe, expect, test } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import completeOrder from '../../netlify/functions/complete-order.mts';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import esimStatus from '../../netlify/functions/esim-status.mts';
import forgotPassword from '../../netlify/functions/auth-forgot-password.mts';
import orderQr from '../../netlify/functions/order-qr.mts';
import orderRefund from '../../netlify/functions/order-refund.mts';
import orders from '../../netlify/functions/orders.mts';
import plans from '../../netlify/functions/plans.mts';
import register from '../../netlify/functions/auth-register.mts';
import resetPassword from '../../netlify/functions/auth-reset-password.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import signout from '../../netlify/functions/auth-signout.mts';
import topUpPlans from '../../netlify/functions/esim-top-up-plans.mts';
import user from '../../netlify/functions/auth-user.mts';
import verifyEmail from '../../netlify/functions/verify-email.mts';
import confirmPayment from '../../netlify/functions/test-payments-confirm.mts';
import { translator } from '../../src/features/i18n/catalogue.ts';
import type { MessageKey } from '../../src/features/i18n/translate.ts';
import {
  listContactMessageIds,
  readContactRecord,
} from '../../src/features/support/contact-messages.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { quoteChangeMessage, type QuoteStatus } from '../../src/features/checkout/quote.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { signedInCustomer } from '../support/accounts.ts';
import { call, type CallOptions } from '../support/call.ts';
import { openCheckout } from '../support/checkout-calls.ts';
import { JAPAN_5GB_PLAN } from '../support/japan-plan.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';
import { CHECKOUT_ANSWERS } from '../support/checkout-answers.ts';

useLocalBlobs();

type Handler = Parameters<typeof call>[0];
const LANGUAGES = ['fr', 'de', 'ja'] as const;
let ip = 0;

/** The answer of one request, asked once with no language (English) and once in each language. */
async function askInEach(handler: Handler, path: string, options: CallOptions = {}) {
  const ask = async (language?: string) => {
    const headers = { ...options.headers, ...(language ? { 'Accept-Language': language } : {}) };
    // One address per call, so the sign-in throttle never counts one language's try against another.
    const response = await call(handler, path, { ...options, headers, ip: `198.51.100.${++ip}` });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const english = await ask();
  const others = await Promise.all(
    LANGUAGES.map(async (language) => [language, await ask(language)] as const),
  );
  return { english, others };
}

/** The same status and fields in every language, the message in each, English as it was. */
async function expectAnswered(
  answers: Awaited<ReturnType<typeof askInEach>>,
  status: number,
  english: string,
  key: MessageKey,
  values: Record<string, string | number> = {},
) {
  expect(answers.english.status).toBe(status);
  expect(answers.english.body.message).toBe(english);
  for (const [language, answer] of answers.others) {
    expect(answer.status, language).toBe(status);
    expect(Object.keys(answer.body).sort(), language).toEqual(
      Object.keys(answers.english.body).sort(),
    );
    const expected = translator(language)(key, values);
    expect(answer.body.message, language).toBe(expected);
    expect(expected, language).not.toBe(english);
  }
}

describe('accounts', () => {
  test('sign-up: French on the English site, and each language its own', async () => {
    const answers = await askInEach(register, '/api/auth/register', {
      body: { email: 'ana@', password: 'short', confirmPassword: 'other' },
    });
    await expectAnswered(answers, 400, 'Email invalide', 'validation.signUp.emailInvalid');
    expect(answers.english.body.errors).toEqual({
      email: 'Email invalide',
      password: 'Le mot de passe doit contenir au moins 8 caractères',
      confirmPassword: 'Confirmez votre mot de passe',
    });
    const [, german] = answers.others.find(([language]) => language === 'de')!;
    expect(german.body.errors).toEqual({
      email: 'Ungültige E-Mail-Adresse',
      password: 'Das Passwort muss mindestens 8 Zeichen lang sein',
      confirmPassword: 'Bitte bestätige dein Passwort',
    });
  });

  test('sign-up accepted, whether or not the address has an account', async () => {
    // The same answer whether or not the address has an account already.
    const answers = await askInEach(register, '/api/auth/register', {
      body: {
        email: 'new@example.com',
        password: 'a long passphrase',
        confirmPassword: 'a long passphrase',
      },
    });
    await expectAnswered(
      answers,
      201,
      'Account created. Check your e-mail to confirm your address.',
      'api.auth.registered',
    );
  });

  test('sign-in refused, and its validation', async () => {
    const wrong = await askInEach(signin, '/api/auth/signin', {
      body: { email: 'nobody@example.com', password: 'not the password' },
    });
    await expectAnswered(wrong, 401, 'Invalid email or password', 'auth.signIn.failedFallback');
    const blank = await askInEach(signin, '/api/auth/signin', {
      body: { email: 'nobody@example.com', password: '' },
    });
    await expectAnswered(blank, 400, 'Password is required', 'validation.passwordRequired');
  });

  test('forgotten and reset password, e-mail verification', async () => {
    await expectAnswered(
      await askInEach(forgotPassword, '/api/auth/forgot-password', {
        body: { email: 'ana@example.com' },
      }),
      200,
      'If an account exists for this e-mail, we have sent a link to reset the password.',
      'auth.forgot.sentFallback',
    );
    await expectAnswered(
      await askInEach(resetPassword, '/api/auth/reset-password', {
        body: {
          token: 'A'.repeat(43),
          password: 'a long passphrase',
          confirmPassword: 'a long passphrase',
        },
      }),
      400,
      'This reset link is invalid or has expired.',
      'auth.reset.linkInvalid',
    );
    await expectAnswered(
      await askInEach(resetPassword, '/api/auth/reset-password', {
        body: {
          token: 'A'.repeat(43),
          password: 'a long passphrase',
          confirmPassword: 'another one',
        },
      }),
      400,
      'Passwords do not match',
      'validation.newPassword.differ',
    );
    await expectAnswered(
      await askInEach(verifyEmail, '/api/verify-email?token=nope'),
      400,
      'This verification link is invalid or has expired.',
      'api.auth.verificationInvalid',
    );
  });

  test('account changes and sign-out', async () => {
    await expectAnswered(
      await askInEach(user, '/api/auth/user'),
      401,
      'Not signed in',
      'api.auth.notSignedIn',
    );
    const ana = await signedInCustomer('ana.account@example.com');
    await expectAnswered(
      await askInEach(user, '/api/auth/user', {
        method: 'PATCH',
        cookie: ana.cookie,
        body: { locale: 'xx' },
      }),
      400,
      'Choose one of the shop’s languages',
      'validation.language',
    );
    await expectAnswered(
      await askInEach(signout, '/api/auth/signout', { method: 'POST' }),
      200,
      'Signed out',
      'api.auth.signedOut',
    );
  });
});

describe('contact form', () => {
  const message = {
    name: 'Ana Traveller',
    email: 'ana.contact@example.com',
    subject: 'activation',
    message: 'My eSIM shows No Service in Lisbon.',
    website: '',
    startedAt: Date.now() - 20_000,
  };

  test('field errors, and the message sent, with the language it was written in kept', async () => {
    const refused = await askInEach(contact, '/api/contact', { body: { ...message, name: ' ' } });
    await expectAnswered(refused, 400, 'Name is required', 'validation.contact.nameRequired');
    const sent = await askInEach(contact, '/api/contact', { body: message });
    await expectAnswered(
      sent,
      200,
      "Message sent. We'll get back to you within 24 hours.",
      'api.contact.sent',
    );
    const records = await Promise.all((await listContactMessageIds()).map(readContactRecord));
    expect(records.map((record) => record?.locale).sort()).toEqual(['de', 'en', 'fr', 'ja']);
    // Support is told which language to reply in, and the sender is thanked in theirs.
    const toSupport = await listOutbox({ kind: 'contact' });
    expect(
      toSupport.filter((mail) => mail.text.includes('Written in: Français (fr)')),
    ).toHaveLength(1);
    expect(toSupport.filter((mail) => mail.text.includes('Written in:'))).toHaveLength(3);
    const thanks = await listOutbox({ to: message.email, kind: 'contact-acknowledgement' });
    expect(thanks.map((mail) => mail.subject)).toContain(
      translator('ja')('mail.contactAck.subject'),
    );
  });
});

describe('checkout and payment', () => {
  test('a plan that does not exist, a declined card, a payment that is not found', async () => {
    const ana = await signedInCustomer('ana.checkout@example.com');
    await expectAnswered(
      await askInEach(createIntent, '/api/create-payment-intent', {
        cookie: ana.cookie,
        body: { ...CHECKOUT_ANSWERS, planId: 'no-such-plan' },
      }),
      404,
      'Plan not found',
      'api.checkout.planNotFound',
    );
    const quote = (await (await openCheckout(ana, { planId: JAPAN_5GB_PLAN.id })).json()) as {
      clientSecret: string;
    };
    const declined = await askInEach(confirmPayment, '/api/test-payments/confirm', {
      body: { clientSecret: quote.clientSecret, cardNumber: '4000 0000 0000 0002' },
    });
    expect(declined.english.body).toEqual({
      status: 'requires_payment_method',
      error: { message: 'Your card was declined.' },
    });
    for (const [language, answer] of declined.others)
      expect(answer.body, language).toEqual({
        status: 'requires_payment_method',
        error: { message: translator(language)('api.card.declined') },
      });
    await expectAnswered(
      await askInEach(completeOrder, '/api/complete-order', {
        cookie: ana.cookie,
        body: { paymentIntentId: `pi_test_${'0'.repeat(24)}` },
      }),
      404,
      'Payment not found',
      'api.checkout.paymentNotFound',
    );
  });
});

describe('the plans API', () => {
  test('a malformed country code and an unknown currency', async () => {
    await expectAnswered(
      await askInEach(plans, '/api/plans/u1', { params: { countryCode: 'u1' } }),
      400,
      'Country code must be two letters, like US or fr',
      'api.plans.countryCodeInvalid',
    );
    const unknownCurrency = `Unknown currency: use one of USD, EUR, GBP, CAD, AUD, NZD, JPY, CHF, SGD, HKD`;
    await expectAnswered(
      await askInEach(plans, '/api/plans/us?currency=DOGE', { params: { countryCode: 'us' } }),
      400,
      unknownCurrency,
      'validation.unknownCurrency',
    );
    const ana = await signedInCustomer('ana.currency@example.com');
    await expectAnswered(
      await askInEach(createIntent, '/api/create-payment-intent', {
        cookie: ana.cookie,
        body: { ...CHECKOUT_ANSWERS, planId: JAPAN_5GB_PLAN.id, currency: 'DOGE' },
      }),
      400,
      unknownCurrency,
      'validation.unknownCurrency',
    );
  });
});

describe('a quote that no longer holds', () => {
  test('what changed, and that nothing was charged, in the language asked for', async () => {
    const ana = await signedInCustomer('ana.quote@example.com');
    const quote = (await (await openCheckout(ana, { planId: JAPAN_5GB_PLAN.id })).json()) as {
      paymentIntentId: string;
      amount: number;
    };
    await testGateway.cancelIntent(quote.paymentIntentId);
    const answers = await askInEach(completeOrder, '/api/complete-order', {
      cookie: ana.cookie,
      body: { paymentIntentId: quote.paymentIntentId },
    });
    const paid = { amount: quote.amount, currency: 'USD' as const };
    const status = answers.english.body.quote as QuoteStatus;
    expect(answers.english.status).toBe(409);
    expect(answers.english.body.message).toBe(
      quoteChangeMessage(translator('en'), status, paid, false),
    );
    for (const [language, answer] of answers.others) {
      expect(answer.status, language).toBe(409);
      expect(answer.body.quote, language).toEqual(status);
      expect(answer.body.message, language).toBe(
        quoteChangeMessage(translator(language), status, paid, false),
      );
    }
    expect(
      answers.others.find(([language]) => language === 'fr')![1].body.message as string,
    ).toContain('Vous n’avez pas été débité');
  });
});

describe('My Orders, refunds, top-ups and the eSIM status', () => {
  test('an eSIM not ready yet, and an order that is not the customer’s', async () => {
    const ana = await signedInCustomer('ana.orders@example.com');
    await expectAnswered(
      await askInEach(orders, '/api/orders'),
      401,
      'Not signed in',
      'api.auth.notSignedIn',
    );
    const order = await deliveredOrder(ana.userId, simulatorAt({ now: Date.now() }), {
      deliver: false,
    });
    const params = { id: order.id };
    await expectAnswered(
      await askInEach(orderQr, `/api/orders/${order.id}/qr`, { cookie: ana.cookie, params }),
      409,
      'This eSIM is not ready yet',
      'api.orders.notReady',
    );
    await expectAnswered(
      await askInEach(orderRefund, `/api/orders/${order.id}/refund`, {
        method: 'POST',
        cookie: ana.cookie,
        params,
      }),
      409,
      'This eSIM is not ready yet',
      'api.orders.notReady',
    );
    const stranger = { id: 'f'.repeat(24) };
    await expectAnswered(
      await askInEach(orderRefund, `/api/orders/${stranger.id}/refund`, {
        method: 'POST',
        cookie: ana.cookie,
        params: stranger,
      }),
      404,
      'Order not found',
      'api.orders.notFound',
    );
    await expectAnswered(
      await askInEach(topUpPlans, `/api/esims/${stranger.id}/top-up-plans`, {
        cookie: ana.cookie,
        params: stranger,
      }),
      404,
      'eSIM not found',
      'api.esims.notFound',
    );
    await expectAnswered(
      await askInEach(esimStatus, `/api/esims/${stranger.id}/status`, {
        cookie: ana.cookie,
        params: stranger,
      }),
      404,
      'eSIM not found',
      'api.esims.notFound',
    );
  });
});
