import { afterEach, describe, expect, it } from 'vitest';
import { setEnv } from '../../../tests/support/env.ts';
import { quoteLocally } from './local-tax.ts';
import type { TaxEvidence } from './order-tax.ts';
import { EU_STANDARD_RATES, includedTax } from './tax-rates.ts';
import type { TaxQuoteInput } from './tax-port.ts';

const everywhere = (country: string): TaxEvidence => ({
  billingCountry: country,
  cardCountry: country,
  ipCountry: country,
});

const quote = (input: Partial<TaxQuoteInput>) =>
  quoteLocally({
    amount: 1200,
    currency: 'eur',
    evidence: everywhere('FR'),
    business: null,
    reference: 'qt_test',
    ...input,
  });

let restore = () => {};
afterEach(() => restore());

describe('the tax included in a price', () => {
  it.each([
    // country, currency, amount charged, rate, tax included
    ['FR', 'eur', 1200, 2000, 200],
    ['DE', 'eur', 1190, 1900, 190],
    ['HU', 'eur', 999, 2700, 212], // 999 × 27 / 127 = 212.39
    ['FI', 'eur', 1000, 2550, 203], // 1000 × 25.5 / 125.5 = 203.19
    ['LU', 'eur', 117, 1700, 17],
    ['GB', 'gbp', 999, 2000, 167], // 999 / 6 = 166.5: half rounds up
    ['JP', 'jpy', 1100, 1000, 100], // yen have no minor unit
    ['JP', 'jpy', 1499, 1000, 136], // 1499 / 11 = 136.27
    ['IE', 'usd', 1230, 2300, 230], // the rate is the buyer's country's, whatever the currency
  ])('%s in %s: %i charged carries %i bp, %i of tax', (country, currency, amount, rate, tax) => {
    const result = quote({ amount, currency, evidence: everywhere(country) });
    expect(result).toMatchObject({ country, rateBasisPoints: rate, amount: tax });
    expect(result.evidenceConflict).toBeUndefined();
  });

  it('never makes the tax more than the amount, nor less than the net at the rate', () => {
    for (const amount of [0, 1, 5, 6, 7, 99, 100, 12_345, 9_999_999]) {
      const tax = includedTax(amount, 2100);
      expect(tax).toBeLessThanOrEqual(amount);
      expect(Math.abs((amount - tax) * 0.21 - tax)).toBeLessThanOrEqual(0.605);
    }
  });

  it('knows all 27 member states', () => {
    expect(Object.keys(EU_STANDARD_RATES)).toHaveLength(27);
    for (const country of Object.keys(EU_STANDARD_RATES))
      expect(quote({ evidence: everywhere(country) }).scheme).toBe('eu-oss');
  });
});

describe('the buyer country', () => {
  it('takes the billing country when the card or the IP agrees', () => {
    const byIp = quote({ evidence: { billingCountry: 'DE', cardCountry: 'FR', ipCountry: 'DE' } });
    expect(byIp).toMatchObject({ country: 'DE', rateBasisPoints: 1900 });
    expect(byIp.evidenceConflict).toBeUndefined();
    const byCard = quote({
      evidence: { billingCountry: 'IT', cardCountry: 'IT', ipCountry: null },
    });
    expect(byCard).toMatchObject({ country: 'IT', rateBasisPoints: 2200 });
  });

  it('takes the card and IP country when they agree against the billing country', () => {
    const result = quote({
      evidence: { billingCountry: 'LU', cardCountry: 'FR', ipCountry: 'FR' },
    });
    expect(result).toMatchObject({ country: 'FR', rateBasisPoints: 2000, amount: 200 });
    expect(result.evidenceConflict).toBeUndefined();
  });

  it('falls back to the billing country, flagged, when nothing agrees', () => {
    const result = quote({
      evidence: { billingCountry: 'LU', cardCountry: 'FR', ipCountry: 'DE' },
    });
    expect(result).toMatchObject({ country: 'LU', rateBasisPoints: 1700, evidenceConflict: true });
    const alone = quote({ evidence: { billingCountry: 'ES', cardCountry: null, ipCountry: null } });
    expect(alone).toMatchObject({ country: 'ES', evidenceConflict: true });
  });
});

describe('registrations', () => {
  it('charges no tax outside the countries the shop can be registered in', () => {
    const result = quote({ amount: 1500, currency: 'usd', evidence: everywhere('US') });
    expect(result).toMatchObject({ country: 'US', scheme: null, rateBasisPoints: 0, amount: 0 });
  });

  it('charges no tax under a scheme the shop is not registered for', () => {
    restore = setEnv({ TAX_REGISTRATIONS: 'eu-oss' });
    expect(quote({ currency: 'gbp', evidence: everywhere('GB') })).toMatchObject({
      scheme: null,
      amount: 0,
    });
    expect(quote({ evidence: everywhere('AT') })).toMatchObject({ scheme: 'eu-oss', amount: 200 });
    restore();
    restore = setEnv({ TAX_REGISTRATIONS: 'none' });
    expect(quote({ evidence: everywhere('AT') })).toMatchObject({ scheme: null, amount: 0 });
  });
});

describe('reverse charge', () => {
  /** A business whose VAT id VIES confirmed, as checkout asks before quoting. */
  const confirmed = { valid: true, checkedAt: '2026-11-29T11:00:00.000Z', requestId: 'WAPI1' };
  const business = (vatId: string | null, country: string) => ({
    vatId,
    country,
    vatCheck: confirmed,
  });

  it('charges no VAT to a business with a VAT id of its own member state', () => {
    const result = quote({ evidence: everywhere('DE'), business: business('DE 123456789', 'DE') });
    expect(result).toMatchObject({
      country: 'DE',
      scheme: 'eu-oss',
      rateBasisPoints: 0,
      amount: 0,
      business: true,
      reverseCharge: true,
    });
    const greek = quote({ evidence: everywhere('GR'), business: business('EL123456789', 'GR') });
    expect(greek.reverseCharge).toBe(true);
  });

  it('keeps the VIES check on the tax', () => {
    const result = quote({ evidence: everywhere('DE'), business: business('DE123456789', 'DE') });
    expect(result.vatCheck).toEqual(confirmed);
    expect(quote({}).vatCheck).toBeNull();
  });

  it('charges VAT to a business whose VAT id VIES did not confirm, or was not asked about', () => {
    for (const vatCheck of [{ ...confirmed, valid: false }, null, undefined]) {
      const result = quote({
        evidence: everywhere('DE'),
        business: { vatId: 'DE123456789', country: 'DE', vatCheck },
      });
      expect(result).toMatchObject({ business: true, reverseCharge: false, amount: 192 });
    }
  });

  it('charges VAT to a business without a VAT id, or with one of another country', () => {
    const noId = quote({ evidence: everywhere('DE'), business: business(null, 'DE') });
    expect(noId).toMatchObject({ business: true, reverseCharge: false, amount: 192 });
    const elsewhere = quote({
      evidence: everywhere('DE'),
      business: business('FR12345678901', 'DE'),
    });
    expect(elsewhere).toMatchObject({ reverseCharge: false, amount: 192 });
  });

  it('charges VAT to a business in the member state the seller is established in', () => {
    restore = setEnv({ SELLER_TAX_IDS: 'eu-oss:IE1234567T' });
    const home = quote({ evidence: everywhere('IE'), business: business('IE9876543W', 'IE') });
    expect(home).toMatchObject({ reverseCharge: false, rateBasisPoints: 2300, amount: 224 });
    const abroad = quote({ evidence: everywhere('FR'), business: business('FR12345678901', 'FR') });
    expect(abroad).toMatchObject({ reverseCharge: true, amount: 0 });
  });

  it('reverse-charges every EU business when the seller is under the non-Union scheme', () => {
    restore = setEnv({ SELLER_TAX_IDS: 'eu-oss:EU372000041' });
    const irish = quote({ evidence: everywhere('IE'), business: business('IE9876543W', 'IE') });
    expect(irish).toMatchObject({ reverseCharge: true, amount: 0 });
  });

  it('leaves UK and Japanese businesses charged at their rate', () => {
    const uk = quote({
      currency: 'gbp',
      evidence: everywhere('GB'),
      business: business('GB123456789', 'GB'),
    });
    expect(uk).toMatchObject({ reverseCharge: false, rateBasisPoints: 2000 });
  });
});
