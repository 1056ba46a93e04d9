/**
 * The first-paint script run as a browser runs it, against a stand-in <html>, storage and cookie:
 * what it restores and what it refuses.
 */
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_SCRIPT } from './first-paint.ts';

function firstPaint({
  stored = {},
  cookie = '',
}: {
  stored?: Record<string, string>;
  cookie?: string;
}) {
  const attributes = new Map<string, string>([['data-currency', 'EUR']]);
  const classes = new Set<string>();
  const document = {
    cookie,
    documentElement: {
      classList: { add: (name: string) => classes.add(name) },
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  new Function('document', 'localStorage', FIRST_PAINT_SCRIPT)(document, localStorage);
  return { currency: attributes.get('data-currency'), dark: classes.has('dark') };
}

describe('the first-paint script', () => {
  it('keeps the page’s own currency (its language’s) when nothing says otherwise', () => {
    expect(firstPaint({})).toEqual({ currency: 'EUR', dark: false });
  });

  it('puts back the currency the shopper chose, before the country hint', () => {
    expect(firstPaint({ stored: { currency: 'GBP' }, cookie: 'currency_hint=CHF' }).currency).toBe(
      'GBP',
    );
  });

  it('takes the country hint on a first visit', () => {
    expect(firstPaint({ cookie: 'a=1; currency_hint=JPY; b=2' }).currency).toBe('JPY');
  });

  it('ignores a stored value that is not one of the shop’s currencies', () => {
    expect(firstPaint({ stored: { currency: 'XYZ' } }).currency).toBe('EUR');
    expect(firstPaint({ stored: { currency: 'usd' } }).currency).toBe('EUR');
    expect(firstPaint({ cookie: 'currency_hint=BTC' }).currency).toBe('EUR');
  });

  it('puts back the dark theme', () => {
    expect(firstPaint({ stored: { theme: 'dark' } }).dark).toBe(true);
  });
});
