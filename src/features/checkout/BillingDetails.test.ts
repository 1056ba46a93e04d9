import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import type { CurrentUser } from '../auth/auth.ts';
import { $currentUser } from '../auth/user.store.ts';
import enCheckout from '../i18n/messages/en/checkout.ts';
import { translatorOf } from '../i18n/translate.ts';
import { DELIVERY_CONSENT_KEY } from './billing-consent.ts';
import BillingDetails, { type BillingAnswers } from './BillingDetails.tsx';
import { localDay } from '../orders/travel-date.ts';

const t = translatorOf(enCheckout, 'en');
const nothing = () => undefined;
const card = (locked: boolean, given: BillingAnswers | null) =>
  renderToStaticMarkup(
    createElement(BillingDetails, { t, locked, given, onContinue: nothing, onChange: nothing }),
  );
const signedInFrom = (visitorCountry: string | null) =>
  $currentUser.set({
    status: 'ready',
    user: { id: 'u1', email: 'a@example.com', visitorCountry } as CurrentUser,
  });

afterEach(() => $currentUser.set({ status: 'loading' }));

test('the billing country starts on where the shopper is', () => {
  signedInFrom('NL');
  expect(card(false, null)).toContain('<option value="NL" selected="">');
});

test('a card shown again while the payment is under way shows the answers it was made with', () => {
  // The price changed: the card comes back locked, on the shopper's own answers.
  signedInFrom('NL');
  const given: BillingAnswers = {
    billingCountry: 'DE',
    business: { name: 'Acme GmbH', address: 'Berlin', vatId: 'DE123456789' },
    deliveryConsent: DELIVERY_CONSENT_KEY,
  };
  const html = card(true, given);
  expect(html).toContain('<option value="DE" selected="">');
  expect(html).not.toContain('<option value="NL" selected="">');
  expect(html).toMatch(/name="forBusiness"[^>]*checked=""/);
  expect(html).toContain('value="Acme GmbH"');
  expect(html).toContain('value="DE123456789"');
  expect(html).toMatch(/name="deliveryConsent"[^>]*checked=""/);
});

test("'When do you travel?' is an optional date from today to a year ahead, kept when shown again", () => {
  signedInFrom('FR');
  const html = card(false, null);
  const input = /<input[^>]*name="travelDate"[^>]*>/.exec(html)?.[0] ?? '';
  expect(input).toContain('type="date"');
  expect(input).not.toContain('required');
  expect(input).toContain(`min="${localDay(new Date())}"`);
  const nextYear = new Date();
  nextYear.setDate(nextYear.getDate() + 366);
  expect(input).toContain(`max="${localDay(nextYear)}"`);
  expect(html).toContain('When do you travel?');

  const given: BillingAnswers = {
    billingCountry: 'FR',
    deliveryConsent: DELIVERY_CONSENT_KEY,
    travelDate: '2027-03-12',
  };
  expect(card(true, given)).toMatch(/name="travelDate"[^>]*value="2027-03-12"/);
});
