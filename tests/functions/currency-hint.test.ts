import { describe, expect, it } from 'vitest';
import currencyHint from '../../netlify/edge-functions/currency-hint.ts';
import { currencyOfCountry } from '../../src/features/currency/country-currency.ts';

/** Netlify's edge context as the function reads it: the visitor's country and the page. */
function edgeContext(country: string | undefined) {
  return {
    geo: { country: { code: country } },
    next: async () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
  };
}

const page = (cookie?: string) =>
  new Request('https://roamly.example/country/jp', cookie ? { headers: { cookie } } : {});

describe('the currency of a visitor’s country', () => {
  it('is one of the shop’s ten where the country uses it', () => {
    expect(currencyOfCountry('DE')).toBe('EUR');
    expect(currencyOfCountry('gb')).toBe('GBP');
    expect(currencyOfCountry('LI')).toBe('CHF');
    expect(currencyOfCountry('PR')).toBe('USD');
  });

  it('is none for a country whose currency the shop does not sell, or no country', () => {
    expect(currencyOfCountry('BR')).toBeNull();
    expect(currencyOfCountry(undefined)).toBeNull();
  });
});

describe('the edge function on a first visit', () => {
  it('records the country’s currency in the hint cookie, on the page itself', async () => {
    const response = await currencyHint(page(), edgeContext('FR'));
    expect(await response?.text()).toBe('<!doctype html>');
    expect(response?.headers.get('set-cookie')).toMatch(
      /^currency_hint=EUR; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/,
    );
  });

  it('records that there is no hint for a country the shop has no currency for', async () => {
    const response = await currencyHint(page(), edgeContext('BR'));
    expect(response?.headers.get('set-cookie')).toMatch(/^currency_hint=-;/);
  });

  it('passes a visitor who already has the cookie straight through', async () => {
    expect(await currencyHint(page('theme=x; currency_hint=GBP'), edgeContext('FR'))).toBe(
      undefined,
    );
  });
});
