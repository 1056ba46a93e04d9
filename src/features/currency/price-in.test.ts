import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONVERTED_CURRENCIES,
  CURRENCIES,
  currencySchema,
  rulesOf,
  type ConvertedCurrency,
} from './currencies.ts';
import { exactConversion, priceIn, pricesInEveryCurrency, roundToShape } from './price-in.ts';
import { ratesInForce, type Rates } from './rates.ts';
import { translator } from '../i18n/catalogue.ts';
import { LIVE_LOCALES } from '../i18n/locales.ts';

const shippedRates = ratesInForce({}).rates;
const ratesWith = (currency: ConvertedCurrency, rate: number): Rates => ({
  ...shippedRates,
  [currency]: rate,
});

/** The smallest price of the currency's shape at or above its minimum charge, found by walking. */
function lowestShapedPrice(currency: ConvertedCurrency): number {
  const { step, ending, minimumCharge } = rulesOf(currency);
  let amount = ending > 0 ? ending : step;
  while (amount < minimumCharge) amount += step;
  return amount;
}

const hasShape = (amount: number, currency: ConvertedCurrency) => {
  const { step, ending } = rulesOf(currency);
  return amount >= ending && (amount - ending) % step === 0;
};

const currency = fc.constantFrom(...CONVERTED_CURRENCIES);
/** Every USD price the spreadsheet allows: 0.01 to 10,000.00. */
const usdCents = fc.integer({ min: 1, max: 1_000_000 });
/** Every rate the console allows, from tiny to 10,000. */
const rate = fc.double({ min: 1e-6, max: 10_000, noNaN: true, noDefaultInfinity: true });

describe('priceIn: a USD price converted and rounded, for every currency', () => {
  it('is never 0 or negative, a whole number of minor units, of the currency shape, and at least the minimum charge', () => {
    fc.assert(
      fc.property(currency, usdCents, rate, (code, cents, usdRate) => {
        const { amount } = priceIn({ price: cents / 100 }, code, ratesWith(code, usdRate));
        expect(amount).toBeGreaterThan(0);
        expect(Number.isSafeInteger(amount)).toBe(true);
        expect(hasShape(amount, code)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(rulesOf(code).minimumCharge);
      }),
      { numRuns: 2000 },
    );
  });

  it('is within half a step of the exact conversion whenever that is at or above the lowest price the currency can show', () => {
    fc.assert(
      fc.property(currency, usdCents, rate, (code, cents, usdRate) => {
        const exact = exactConversion(cents, code, usdRate);
        fc.pre(exact >= lowestShapedPrice(code));
        const { amount } = priceIn({ price: cents / 100 }, code, ratesWith(code, usdRate));
        expect(Math.abs(amount - exact)).toBeLessThanOrEqual(rulesOf(code).step / 2 + 1e-6);
      }),
      { numRuns: 2000 },
    );
  });

  it('is the lowest price the currency can show whenever the exact conversion is below it', () => {
    fc.assert(
      fc.property(currency, fc.double({ min: 0, max: 1, noNaN: true }), (code, fraction) => {
        const exact = fraction * lowestShapedPrice(code);
        expect(roundToShape(exact, code)).toBe(lowestShapedPrice(code));
      }),
    );
  });

  it('keeps the yen whole: JPY prices are multiples of 10 yen', () => {
    fc.assert(
      fc.property(usdCents, rate, (cents, usdRate) => {
        const { amount } = priceIn({ price: cents / 100 }, 'JPY', ratesWith('JPY', usdRate));
        expect(amount % 10).toBe(0);
        expect(rulesOf('JPY').minorPerUnit).toBe(1);
      }),
    );
  });

  it('gives the prices a shopper expects', () => {
    const rates = { ...shippedRates, EUR: 0.92, JPY: 149.5, CHF: 0.8, HKD: 7.78 };
    const plan = { price: 9.99 };
    expect(priceIn(plan, 'EUR', rates)).toEqual({ currency: 'EUR', amount: 899, rate: 0.92 });
    expect(priceIn(plan, 'JPY', rates)).toEqual({ currency: 'JPY', amount: 1490, rate: 149.5 });
    expect(priceIn(plan, 'CHF', rates)).toEqual({ currency: 'CHF', amount: 790, rate: 0.8 });
    expect(priceIn(plan, 'HKD', rates)).toEqual({ currency: 'HKD', amount: 7800, rate: 7.78 });
    // Halfway between 0.99 and 1.99 goes up.
    expect(roundToShape(149, 'EUR')).toBe(199);
    // Below the gateway's minimum: the smallest shaped price at or above it.
    expect(roundToShape(31, 'JPY')).toBe(50);
    expect(roundToShape(250, 'HKD')).toBe(400);
  });

  it('the rate it answers is the rate it converted at', () => {
    fc.assert(
      fc.property(currency, usdCents, rate, (code, cents, usdRate) => {
        expect(priceIn({ price: cents / 100 }, code, ratesWith(code, usdRate)).rate).toBe(usdRate);
      }),
    );
  });
});

describe('priceIn: what is never converted', () => {
  it('USD is the spreadsheet price as it is, with no rate', () => {
    fc.assert(
      fc.property(usdCents, (cents) => {
        expect(priceIn({ price: cents / 100 }, 'USD', shippedRates)).toEqual({
          currency: 'USD',
          amount: cents,
          rate: null,
        });
      }),
    );
  });

  it('an explicit price wins over the conversion, as it is, with no rate', () => {
    fc.assert(
      fc.property(
        currency,
        usdCents,
        fc.integer({ min: 1, max: 10_000_000 }),
        (code, cents, own) => {
          const plan = { price: cents / 100, prices: { [code]: own } };
          expect(priceIn(plan, code, shippedRates)).toEqual({
            currency: code,
            amount: own,
            rate: null,
          });
        },
      ),
    );
  });

  it('pricesInEveryCurrency gives the ten, USD first, each as priceIn gives it', () => {
    const plan = { price: 14.99, prices: { GBP: 1199 } };
    const all = pricesInEveryCurrency(plan, shippedRates);
    expect(all.map((price) => price.currency)).toEqual([...CURRENCIES]);
    expect(all).toEqual(CURRENCIES.map((code) => priceIn(plan, code, shippedRates)));
  });
});

describe('currencySchema', () => {
  it('accepts the ten codes in any case', () => {
    expect(currencySchema.parse('eur')).toBe('EUR');
    expect(currencySchema.parse(' Jpy ')).toBe('JPY');
    for (const code of CURRENCIES) expect(currencySchema.parse(code)).toBe(code);
  });

  it.each([['XYZ'], ['US'], [''], [42], [null], ['usd\u0000']])(
    'refuses %j, naming the currencies it takes in each language',
    (input) => {
      const result = currencySchema.safeParse(input);
      expect(result.success).toBe(false);
      const key = result.error?.issues[0]?.message ?? '';
      expect(translator('en').has(key) ? translator('en')(key) : key).toBe(
        'Unknown currency: use one of USD, EUR, GBP, CAD, AUD, NZD, JPY, CHF, SGD, HKD',
      );
      for (const locale of LIVE_LOCALES) {
        const text = translator(locale).has(key) ? translator(locale)(key) : '';
        expect(text, locale).toContain(CURRENCIES.join(', '));
      }
    },
  );
});

describe('the currency table', () => {
  it("has Stripe's minimum charge for each currency, in minor units", () => {
    expect(
      Object.fromEntries(CURRENCIES.map((code) => [code, rulesOf(code).minimumCharge])),
    ).toEqual({
      USD: 50,
      EUR: 50,
      GBP: 30,
      CAD: 50,
      AUD: 50,
      NZD: 50,
      JPY: 50,
      CHF: 50,
      SGD: 50,
      HKD: 400,
    });
  });
});
