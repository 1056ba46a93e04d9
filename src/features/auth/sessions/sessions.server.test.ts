import { describe, expect, test } from 'vitest';
import { useLocalBlobs } from '../../../../tests/support/use-local-blobs.ts';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  isExpired,
  readSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from './sessions.server.ts';

useLocalBlobs();

const DAY = 24 * 60 * 60 * 1000;

describe('session expiry', () => {
  test('a session lives while it is used, up to the absolute limit', () => {
    const start = 0;
    expect(
      isExpired(
        { lastSeenAt: start + 60 * DAY, expiresAt: start + SESSION_ABSOLUTE_MS },
        start + 80 * DAY,
      ),
    ).toBe(false);
    expect(
      isExpired(
        { lastSeenAt: start + 89 * DAY, expiresAt: start + SESSION_ABSOLUTE_MS },
        start + SESSION_ABSOLUTE_MS,
      ),
    ).toBe(true);
  });
  test('a session unused for the idle period ends', () => {
    expect(isExpired({ lastSeenAt: 0, expiresAt: SESSION_ABSOLUTE_MS }, SESSION_IDLE_MS)).toBe(
      true,
    );
    expect(isExpired({ lastSeenAt: 0, expiresAt: SESSION_ABSOLUTE_MS }, SESSION_IDLE_MS - 1)).toBe(
      false,
    );
  });
});

describe('the sessions store', () => {
  test('reads back a fresh session and refreshes its idle clock after a day', async () => {
    const now = Date.now();
    const { token } = await createSession({ id: 'user-1' }, now);
    expect((await readSession(token, now + 1000))?.userId).toBe('user-1');
    const later = now + 20 * DAY;
    expect((await readSession(token, later))?.lastSeenAt).toBe(later);
    // Used on day 20, so still alive on day 45 although 45 > the 30-day idle limit from creation.
    expect(await readSession(token, now + 45 * DAY)).not.toBeNull();
  });

  test('an idle session is refused and deleted', async () => {
    const now = Date.now();
    const { token } = await createSession({ id: 'user-2' }, now);
    expect(await readSession(token, now + SESSION_IDLE_MS + 1)).toBeNull();
    expect(await readSession(token, now)).toBeNull();
  });

  test('sign-out deletes the record; a malformed token is refused', async () => {
    const { token } = await createSession({ id: 'user-3' });
    await deleteSession(token, 'user-3');
    expect(await readSession(token)).toBeNull();
    expect(await readSession('not a token')).toBeNull();
  });

  test('every session of a user can be ended at once', async () => {
    const phone = await createSession({ id: 'user-4' });
    const laptop = await createSession({ id: 'user-4' });
    await deleteUserSessions('user-4');
    expect(await readSession(phone.token)).toBeNull();
    expect(await readSession(laptop.token)).toBeNull();
  });
});
