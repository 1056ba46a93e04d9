import { expect, test } from 'vitest';
import { visitorCountry } from './visitor-country.ts';

const request = (headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/auth/user', { headers });
const inFrance = { geo: { country: { code: 'FR' } } };
const BROWSER_TEST_SERVER = { npm_lifecycle_event: 'start:test' };

test('is the country Netlify places the request in, upper-case, or null', () => {
  expect(visitorCountry(request(), inFrance, {})).toBe('FR');
  expect(visitorCountry(request(), { geo: { country: { code: 'gb' } } }, {})).toBe('GB');
  expect(visitorCountry(request(), {}, {})).toBeNull();
  expect(visitorCountry(request(), { geo: { country: { code: 'France' } } }, {})).toBeNull();
});

test('the browser tests’ server alone takes X-Test-Country instead', () => {
  const asked = request({ 'X-Test-Country': 'nl' });
  expect(visitorCountry(asked, inFrance, BROWSER_TEST_SERVER)).toBe('NL');
  expect(visitorCountry(request({ 'X-Test-Country': 'xyz' }), inFrance, BROWSER_TEST_SERVER)).toBe(
    'FR',
  );
  for (const elsewhere of [
    {},
    { npm_lifecycle_event: 'start' },
    { VITEST: 'true' },
    { CONTEXT: 'production', NETLIFY: 'true' },
  ])
    expect(visitorCountry(asked, inFrance, elsewhere)).toBe('FR');
});
