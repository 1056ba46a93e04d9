import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { memoryStorage } from '../../../tests/support/memory-storage.ts';
import { $toasts } from '../../components/ui/toast.store.ts';
import {
  isSameSitePath,
  REDIRECT_AFTER_LOGIN_KEY,
  takeRedirectAfterLogin,
} from './redirect-after-login.ts';
import { verifyEmailToken } from './verify-email.ts';
import { displayName, formatMemberSince, initialsOf } from './account-profile.ts';
import { translator } from '../i18n/catalogue.ts';
import { translatorOf, type Messages } from '../i18n/translate.ts';

const t = translator('en');
// Another language's texts, so a test sees the page's words used rather than English ones.
const tFr = translatorOf(
  {
    'auth.verify.noToken': 'Lien de vérification invalide',
    'auth.verify.verified': 'Adresse e-mail vérifiée !',
    'account.profile.noName': 'N/D',
  } as Partial<Messages>,
  'fr',
);

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('localStorage', memoryStorage());
  $toasts.set([]);
});
afterEach(() => vi.unstubAllGlobals());

describe('the page after sign-in', () => {
  test('is the stored same-site path, which is then removed', () => {
    localStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/checkout/plan-1');
    expect(takeRedirectAfterLogin()).toBe('/checkout/plan-1');
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  test('is /countries when nothing or another site is stored', () => {
    expect(takeRedirectAfterLogin()).toBe('/countries');
    for (const unsafe of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(isSameSitePath(unsafe)).toBe(false);
      localStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, unsafe);
      expect(takeRedirectAfterLogin()).toBe('/countries');
      expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    }
  });
});

describe('e-mail verification', () => {
  const answer = (status: number, body: string, type = 'application/json') =>
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } }));

  test('without a token says the link is invalid and calls nothing', async () => {
    const fetcher = answer(200, '{}');
    expect(await verifyEmailToken(null, t, fetcher)).toEqual({
      ok: false,
      message: 'Invalid verification link',
    });
    expect(fetcher).not.toHaveBeenCalled();
  });

  test('succeeds on an ok answer, with the server message or the default', async () => {
    expect(await verifyEmailToken('t', t, answer(200, '{"message":"Done"}'))).toEqual({
      ok: true,
      message: 'Done',
    });
    expect(await verifyEmailToken('t', t, answer(200, '{}'))).toEqual({
      ok: true,
      message: 'Email verified successfully!',
    });
  });

  test('fails on a non-ok answer, with the server message or "Verification failed"', async () => {
    expect(await verifyEmailToken('t', t, answer(400, '{"message":"Expired"}'))).toEqual({
      ok: false,
      message: 'Expired',
    });
    expect(await verifyEmailToken('t', t, answer(404, '<html>', 'text/html'))).toEqual({
      ok: false,
      message: 'Verification failed',
    });
  });

  test('reports a network or parse failure', async () => {
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const error = { ok: false, message: 'An error occurred during verification' };
    expect(await verifyEmailToken('t', t, offline)).toEqual(error);
    expect(await verifyEmailToken('t', t, answer(200, 'not json', 'text/plain'))).toEqual(error);
  });

  test('says it in the page’s language', async () => {
    expect(await verifyEmailToken(null, tFr, answer(200, '{}'))).toEqual({
      ok: false,
      message: 'Lien de vérification invalide',
    });
    expect(await verifyEmailToken('t', tFr, answer(200, '{}'))).toEqual({
      ok: true,
      message: 'Adresse e-mail vérifiée !',
    });
  });

  test('sends the token URL-encoded with credentials', async () => {
    const fetcher = answer(200, '{}');
    await verifyEmailToken('a+b/c', t, fetcher);
    expect(fetcher).toHaveBeenCalledWith(
      '/api/verify-email?token=a%2Bb%2Fc',
      expect.objectContaining({ credentials: 'include' }),
    );
  });
});

describe('the profile card', () => {
  const user = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

  test('shows the name, or N/A', () => {
    expect(displayName(user, t)).toBe('Ada Lovelace');
    expect(displayName({ ...user, firstName: null, lastName: ' ' }, t)).toBe('N/A');
    expect(displayName({ ...user, firstName: null, lastName: null }, tFr)).toBe('N/D');
  });

  test('falls back from name initials to the e-mail initial', () => {
    expect(initialsOf(user)).toBe('AL');
    expect(initialsOf({ ...user, lastName: null })).toBe('A');
    expect(initialsOf({ firstName: null, lastName: '', email: 'zoe@example.com' })).toBe('Z');
  });

  test('writes the member-since date in words', () => {
    expect(formatMemberSince('2026-11-22T12:00:00.000Z', 'en')).toBe('November 22, 2026');
    expect(formatMemberSince('2026-11-22T12:00:00.000Z', 'fr')).toBe('22 novembre 2026');
    expect(formatMemberSince('not a date', 'en')).toBe('');
  });
});
