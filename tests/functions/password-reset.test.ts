import { describe, expect, test } from 'vitest';
import register from '../../netlify/functions/auth-register.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import user from '../../netlify/functions/auth-user.mts';
import forgot from '../../netlify/functions/auth-forgot-password.mts';
import reset from '../../netlify/functions/auth-reset-password.mts';
import tooMany, { config as tooManyConfig } from '../../netlify/functions/too-many-requests.mts';
import { config as signinConfig } from '../../netlify/functions/auth-signin.mts';
import { config as registerConfig } from '../../netlify/functions/auth-register.mts';
import { config as forgotConfig } from '../../netlify/functions/auth-forgot-password.mts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { call, cookiesOf } from '../support/call.ts';
import { afterAnswersSettled } from '../support/netlify-context.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs();

const oldPassword = 'the first passphrase';
const newPassword = 'a brand new passphrase';

describe('password reset', () => {
  test('answers the same for a known and an unknown e-mail, and mails only the owner', async () => {
    await call(register, '/api/auth/register', {
      body: { email: 'lin@example.com', password: oldPassword, confirmPassword: oldPassword },
    });
    const known = await call(forgot, '/api/auth/forgot-password', {
      body: { email: 'LIN@example.com' },
    });
    const unknown = await call(forgot, '/api/auth/forgot-password', {
      body: { email: 'ghost@example.com' },
    });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
    await afterAnswersSettled();
    expect(await listOutbox({ to: 'lin@example.com', kind: 'password-reset' })).toHaveLength(1);
    expect(await listOutbox({ to: 'ghost@example.com' })).toHaveLength(0);
  });

  test('the link sets a new password once and signs out every session', async () => {
    const session = cookiesOf(
      await call(signin, '/api/auth/signin', {
        body: { email: 'lin@example.com', password: oldPassword },
      }),
    );
    const [mail] = await listOutbox({ to: 'lin@example.com', kind: 'password-reset' });
    const token = new URL(mail!.links[0]!).searchParams.get('token')!;

    const done = await call(reset, '/api/auth/reset-password', {
      body: { token, password: newPassword, confirmPassword: newPassword },
    });
    expect(await done.json()).toEqual({ message: 'Your password has been reset. Please sign in.' });
    expect((await call(user, '/api/auth/user', { cookie: session })).status).toBe(401);

    const replay = await call(reset, '/api/auth/reset-password', {
      body: { token, password: 'yet another phrase', confirmPassword: 'yet another phrase' },
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ message: 'This reset link is invalid or has expired.' });

    expect(
      (
        await call(signin, '/api/auth/signin', {
          body: { email: 'lin@example.com', password: oldPassword },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(signin, '/api/auth/signin', {
          body: { email: 'lin@example.com', password: newPassword },
        })
      ).status,
    ).toBe(200);
  });

  test('a made-up token is refused', async () => {
    const response = await call(reset, '/api/auth/reset-password', {
      body: { token: 'A'.repeat(43), password: newPassword, confirmPassword: newPassword },
    });
    expect(response.status).toBe(400);
  });
});

describe('per-IP rate limits', () => {
  test('auth functions declare a per-IP limit that rewrites to the 429 answer', () => {
    for (const config of [signinConfig, registerConfig, forgotConfig]) {
      expect(config.rateLimit).toMatchObject({
        aggregateBy: ['ip', 'domain'],
        action: 'rewrite',
        to: tooManyConfig.path,
      });
    }
  });

  test('the rewrite target answers 429 with Retry-After and a JSON message', async () => {
    const response = await tooMany(new Request('http://localhost:8888/api/too-many-requests'));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect((await response.json()).message).toMatch(/Too many requests/);
  });
});
