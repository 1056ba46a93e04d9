import { describe, expect, test } from 'vitest';
import { useLocalBlobs } from '../../../tests/support/use-local-blobs.ts';
import { consumeToken, issueToken, TOKEN_LIFETIME_MS } from './tokens.server.ts';

useLocalBlobs();

describe('one-time tokens', () => {
  test('are 256-bit and URL-safe', async () => {
    expect(await issueToken('verify-email', 'u')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('work once', async () => {
    const token = await issueToken('verify-email', 'user-1');
    expect(await consumeToken('verify-email', token)).toMatchObject({ userId: 'user-1' });
    expect(await consumeToken('verify-email', token)).toBeNull();
  });

  test('expire: 24 hours for verification, 1 hour for a reset', async () => {
    expect(TOKEN_LIFETIME_MS['verify-email']).toBe(24 * 60 * 60 * 1000);
    expect(TOKEN_LIFETIME_MS['password-reset']).toBe(60 * 60 * 1000);
    const now = Date.now();
    const reset = await issueToken('password-reset', 'user-2', now);
    expect(
      await consumeToken('password-reset', reset, now + TOKEN_LIFETIME_MS['password-reset']),
    ).toBeNull();
    const fresh = await issueToken('password-reset', 'user-2', now);
    expect(
      await consumeToken('password-reset', fresh, now + TOKEN_LIFETIME_MS['password-reset'] - 1),
    ).toEqual({ userId: 'user-2', issuedAt: now });
  });

  test('a token of one purpose is useless for the other', async () => {
    const token = await issueToken('verify-email', 'user-3');
    expect(await consumeToken('password-reset', token)).toBeNull();
  });

  test('are stored hashed, never as issued', async () => {
    const token = await issueToken('verify-email', 'user-4');
    const { openStore } = await import('../../lib/blobs.ts');
    const { blobs: keys } = await openStore('tokens').list();
    expect(keys.some(({ key }) => key.includes(token))).toBe(false);
  });
});
