import { describe, expect, test } from 'vitest';
import { ratesInForce } from '../currency/rates.ts';
import { formatPrice } from './price.ts';
import { cheapestPlan, shownPrice } from './shown-price.ts';

const rates = { ...ratesInForce({}).rates, EUR: 0.9, JPY: 156 };

describe('shownPrice', () => {
  test('writes an English page’s price as the plan cards always have', () => {
    expect(shownPrice({ price: 12 }, 'en', rates).text).toBe(formatPrice(12));
  });

  test("writes a translated page's price in its language's currency, as its cards show it first", () => {
    expect(shownPrice({ price: 15 }, 'fr', rates)).toEqual({
      currency: 'EUR',
      amount: 1399,
      text: '13,99\u00a0€',
    });
    expect(shownPrice({ price: 15 }, 'ja', rates)).toMatchObject({ currency: 'JPY', amount: 2340 });
  });

  test('takes a price the spreadsheet sets for the currency', () => {
    expect(shownPrice({ price: 15, prices: { EUR: 1290 } }, 'de', rates).amount).toBe(1290);
  });
});

describe('cheapestPlan', () => {
  test('is the plan with the lowest US dollar price, none for no plans', () => {
    expect(cheapestPlan([{ price: 9 }, { price: 4.5 }, { price: 7 }])).toEqual({ price: 4.5 });
    expect(cheapestPlan([])).toBeUndefined();
  });
});
