/**
 * The checkout preselects the billing country from where the shopper is: GET /api/auth/user, which
 * the checkout already waits for, carries the country Netlify places the request in. Against the
 * real handler and a local Blobs server.
 */
import { describe, expect, test } from 'vitest';
import authUser from '../../netlify/functions/auth-user.mts';
import { signedInCustomer } from '../support/accounts.ts';
import { call } from '../support/call.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs();

const visitorCountryOf = async (response: Response) =>
  ((await response.json()) as { visitorCountry?: unknown }).visitorCountry;

describe('GET /api/auth/user says where the signed-in shopper is', () => {
  test('the country Netlify places the request in', async () => {
    const { cookie } = await signedInCustomer('geo-fr@example.com');
    const answer = await call(authUser, '/api/auth/user', { cookie, country: 'FR' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await visitorCountryOf(answer)).toBe('FR');
  });

  test('null when Netlify places it nowhere', async () => {
    const { cookie } = await signedInCustomer('geo-none@example.com');
    expect(await visitorCountryOf(await call(authUser, '/api/auth/user', { cookie }))).toBeNull();
  });

  test('the browser tests’ country header is not taken outside their server', async () => {
    const { cookie } = await signedInCustomer('geo-header@example.com');
    const answer = await call(authUser, '/api/auth/user', {
      cookie,
      country: 'DE',
      headers: { 'X-Test-Country': 'JP' },
    });
    expect(await visitorCountryOf(answer)).toBe('DE');
  });

  test('a language change answers it too', async () => {
    const { cookie } = await signedInCustomer('geo-patch@example.com');
    const answer = await call(authUser, '/api/auth/user', {
      method: 'PATCH',
      body: { locale: 'it' },
      cookie,
      country: 'IT',
    });
    expect(answer.status).toBe(200);
    expect(await visitorCountryOf(answer)).toBe('IT');
  });
});
