import { describe, expect, it } from 'vitest';
import shippedJson from '../../../content/currency-rates.json' with { type: 'json' };
import { ratesInForce, ratesSchema } from './rates.ts';

const good = shippedJson.rates;
const messageOf = (input: unknown) => {
  const result = ratesSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('ratesSchema: all nine rates, each finite, above 0 and at most 10,000', () => {
  it('takes the nine rates', () => {
    expect(ratesSchema.parse(good)).toEqual(good);
  });

  it.each([
    ['a zero rate', { ...good, EUR: 0 }, 'The EUR rate must be more than 0'],
    ['a negative rate', { ...good, GBP: -1 }, 'The GBP rate must be more than 0'],
    ['NaN', { ...good, JPY: Number.NaN }, 'The JPY rate must be a number, like 0.92'],
    [
      'infinity',
      { ...good, JPY: Number.POSITIVE_INFINITY },
      'The JPY rate must be a number, like 0.92',
    ],
    ['a huge rate', { ...good, HKD: 10_000.01 }, 'The HKD rate can be at most 10,000'],
    ['a string', { ...good, CHF: '0.8' }, 'The CHF rate must be a number, like 0.92'],
    ['a missing rate', { ...good, SGD: undefined }, 'Give a rate for SGD'],
    [
      'an unknown currency',
      { ...good, XYZ: 1 },
      'Unknown currency: rates are for EUR, GBP, CAD, AUD, NZD, JPY, CHF, SGD, HKD only',
    ],
    [
      'a USD rate',
      { ...good, USD: 1 },
      'Unknown currency: rates are for EUR, GBP, CAD, AUD, NZD, JPY, CHF, SGD, HKD only',
    ],
    ['not an object', [0.9], 'Send the rates as an object, like { "EUR": 0.92, … }'],
  ])('refuses %s', (_name, input, message) => {
    expect(messageOf(input)).toBe(message);
  });
});

describe('ratesInForce', () => {
  it('a catalogue without rates prices with the shipped ones, dated', () => {
    expect(ratesInForce({})).toEqual({ rates: good, isDefault: true, date: shippedJson.date });
  });

  it("a catalogue's own rates win, dated when they were set", () => {
    const rates = { ...good, EUR: 0.9 };
    expect(ratesInForce({ rates, ratesSetAt: '2026-11-24T10:00:00.000Z' })).toEqual({
      rates,
      isDefault: false,
      date: '2026-11-24T10:00:00.000Z',
    });
  });
});
