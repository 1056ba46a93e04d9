import { describe, expect, test } from 'vitest';
import { likelyBillingCountry } from './billing-countries.ts';
import { businessDetailsSchema } from './billing.ts';

describe('the billing country preselected', () => {
  test('is the region of the browser’s first language that names one', () => {
    expect(likelyBillingCountry('en', ['en', 'en-GB', 'fr-FR'])).toBe('GB');
    expect(likelyBillingCountry('fr', ['fr-BE'])).toBe('BE');
  });
  test('else the page language’s usual country', () => {
    expect(likelyBillingCountry('ja', ['ja'])).toBe('JP');
    expect(likelyBillingCountry('de', [])).toBe('DE');
    expect(likelyBillingCountry('en', ['en-ZZ'])).toBe('US');
  });
});

describe('a business buyer’s VAT number', () => {
  const parse = (vatId: string | null) =>
    businessDetailsSchema.safeParse({ name: 'Acme', address: '', vatId });
  test('is kept upper-cased, without spaces, dots or dashes', () => {
    expect(parse('fr 12.345-678 901').data?.vatId).toBe('FR12345678901');
    expect(parse(null).data?.vatId).toBeNull();
  });
  test('needs its country prefix and 2 to 13 letters or digits', () => {
    for (const bad of ['12345678', 'F1234', 'DE1', 'DE12345678901234', 'DE12345_78'])
      expect(parse(bad).error?.issues[0]?.message).toBe('api.checkout.vatIdInvalid');
  });
});

describe('where the shopper is', () => {
  test('comes before the browser’s language, when the list offers it', () => {
    expect(likelyBillingCountry('en', ['en-GB'], 'FR')).toBe('FR');
    expect(likelyBillingCountry('ja', ['ja'], 'XK')).toBe('XK');
  });
  test('is passed over when unknown or not a country the list offers', () => {
    expect(likelyBillingCountry('en', ['en-GB'], null)).toBe('GB');
    expect(likelyBillingCountry('de', [], 'EU')).toBe('DE');
    expect(likelyBillingCountry('fr', [], 'T1')).toBe('FR');
  });
});
