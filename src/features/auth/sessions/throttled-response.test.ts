import { expect, test } from 'vitest';
import { translator } from '../../i18n/catalogue.ts';
import { tooManySignInAttempts } from './throttled-response.ts';

const messageOf = async (response: Response) =>
  ((await response.json()) as { message: string }).message;

test('a throttled sign-in waits in seconds, then minutes, in English', async () => {
  const en = translator('en');
  expect(await messageOf(tooManySignInAttempts(en, 14_500))).toBe(
    'Too many sign-in attempts. Try again in 15 seconds.',
  );
  const waited = tooManySignInAttempts(en, 120_000);
  expect(await messageOf(waited)).toBe('Too many sign-in attempts. Try again in 2 minutes.');
  expect(waited.status).toBe(429);
  expect(waited.headers.get('Retry-After')).toBe('120');
});

test('one second and one minute are said in the singular', async () => {
  const en = translator('en');
  expect(await messageOf(tooManySignInAttempts(en, 900))).toBe(
    'Too many sign-in attempts. Try again in 1 second.',
  );
  expect(await messageOf(tooManySignInAttempts(en, 60_000))).toBe(
    'Too many sign-in attempts. Try again in 1 minute.',
  );
});

test('each language counts the wait with its own plural forms', async () => {
  expect(await messageOf(tooManySignInAttempts(translator('fr'), 60_000))).toBe(
    'Trop de tentatives de connexion. Réessayez dans 1 minute.',
  );
  expect(await messageOf(tooManySignInAttempts(translator('de'), 1_000))).toBe(
    'Zu viele Anmeldeversuche. Versuche es in 1 Sekunde erneut.',
  );
  expect(await messageOf(tooManySignInAttempts(translator('ja'), 300_000))).toBe(
    'ログインの試行回数が多すぎます。5分後にもう一度お試しください。',
  );
});
