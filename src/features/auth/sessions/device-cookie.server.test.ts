import { describe, expect, test } from 'vitest';
import { saveEnv } from '../../../../tests/support/env.ts';
import { deviceCookieFor, trustedDeviceOf } from './device-cookie.server.ts';

const request = (url: string, cookie?: string) =>
  new Request(url, { headers: cookie ? { cookie } : {} });
/** The `name=value` a browser sends back for a Set-Cookie header. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!;

describe('device cookies', () => {
  const now = Date.UTC(2026, 0, 1);
  const issued = deviceCookieFor(
    request('http://localhost:8888/api/auth/signin'),
    ' Ada@Example.com ',
    null,
    now,
  );

  test('name the account, not the address, and are HttpOnly, Secure, SameSite=Lax for a year', () => {
    expect(issued).toMatch(
      /^device=[0-9a-f]{64}\.[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(issued).not.toContain('ada');
    expect(
      deviceCookieFor(
        request('https://roamly.example/api/auth/signin'),
        'ada@example.com',
        null,
        now,
      ),
    ).toMatch(/^__Host-device=/);
  });

  test('are trusted for their own account (any spelling of the address) until they expire', () => {
    const back = request('http://localhost:8888/api/auth/signin', sentBack(issued));
    expect(trustedDeviceOf(back, 'ADA@example.com', null, now + 1000)).toEqual({
      nonce: expect.any(String),
    });
    expect(trustedDeviceOf(back, 'grace@example.com', null, now + 1000)).toBeNull();
    expect(trustedDeviceOf(back, 'ada@example.com', null, now + 366 * 24 * 60 * 60_000)).toBeNull();
  });

  test('an extended expiry breaks the signature', () => {
    const [name, value] = sentBack(issued).split('=') as [string, string];
    const parts = value.split('.');
    parts[2] = String(Number(parts[2]) + 10 * 365 * 24 * 60 * 60_000);
    const back = request('http://localhost:8888/api/auth/signin', `${name}=${parts.join('.')}`);
    expect(trustedDeviceOf(back, 'ada@example.com', null, now)).toBeNull();
  });

  test('an http cookie is not read on https, where only __Host-device counts', () => {
    const back = request('https://roamly.example/api/auth/signin', sentBack(issued));
    expect(trustedDeviceOf(back, 'ada@example.com', null, now)).toBeNull();
  });

  test('a cookie earned on a deploy preview is not trusted in production, even with a shared secret', () => {
    const restoreEnv = saveEnv('CONTEXT', 'SIGNING_SECRET');
    try {
      process.env.SIGNING_SECRET = 'a shared secret of at least thirty-two characters';
      process.env.CONTEXT = 'deploy-preview';
      const fromPreview = deviceCookieFor(
        request('https://roamly.example/api/auth/signin'),
        'ada@example.com',
        null,
        now,
      );
      process.env.CONTEXT = 'production';
      const back = request('https://roamly.example/api/auth/signin', sentBack(fromPreview));
      expect(trustedDeviceOf(back, 'ada@example.com', null, now)).toBeNull();
      expect(
        trustedDeviceOf(
          request(
            'https://roamly.example/api/auth/signin',
            sentBack(
              deviceCookieFor(request('https://roamly.example/'), 'ada@example.com', null, now),
            ),
          ),
          'ada@example.com',
          null,
          now,
        ),
      ).not.toBeNull();
    } finally {
      restoreEnv();
    }
  });

  test('a cookie signed before the last password reset is not trusted; one signed for the new password is', () => {
    const back = request('http://localhost:8888/api/auth/signin', sentBack(issued));
    const resetAt = new Date(now + 60_000).toISOString();
    expect(trustedDeviceOf(back, 'ada@example.com', resetAt, now + 120_000)).toBeNull();
    // Issued after the reset, but by a sign-in that read the account before it: still worthless.
    const lateOld = request(
      'http://localhost:8888/api/auth/signin',
      sentBack(deviceCookieFor(back, 'ada@example.com', null, now + 90_000)),
    );
    expect(trustedDeviceOf(lateOld, 'ada@example.com', resetAt, now + 120_000)).toBeNull();
    const fresh = request(
      'http://localhost:8888/api/auth/signin',
      sentBack(deviceCookieFor(back, 'ada@example.com', resetAt, now + 90_000)),
    );
    expect(trustedDeviceOf(fresh, 'ada@example.com', resetAt, now + 120_000)).not.toBeNull();
  });
});
