import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, test } from 'vitest';
import { setEnv } from '../../../tests/support/env.ts';
import {
  callbackSigningKey,
  isCallbackSignatureValid,
  signCallback,
} from './callback-signature.ts';

const body = '{"iccid":"8944538532008160222","alertType":"Utilisation"}';
const KEY = 'esimgo-api-key';
const digest = (encoding: 'hex' | 'base64' | 'base64url', key = KEY, text = body) =>
  createHmac('sha256', key).update(text).digest(encoding);

let restore = () => {};
afterEach(() => restore());

describe('isCallbackSignatureValid', () => {
  test('accepts the HMAC-SHA256 of the raw body in hex (either case) and base64 (with or without padding)', () => {
    expect(isCallbackSignatureValid(body, digest('hex'), KEY)).toBe(true);
    expect(isCallbackSignatureValid(body, digest('hex').toUpperCase(), KEY)).toBe(true);
    expect(isCallbackSignatureValid(body, digest('base64'), KEY)).toBe(true);
    expect(isCallbackSignatureValid(body, digest('base64url'), KEY)).toBe(true);
    expect(isCallbackSignatureValid(body, ` ${digest('base64')} `, KEY)).toBe(true);
  });

  test('refuses a missing, empty, malformed, truncated or other signature', () => {
    for (const header of [
      null,
      '',
      'x',
      digest('hex').slice(0, 63),
      digest('base64').slice(1),
      digest('hex', 'other-key'),
      digest('base64', KEY, `${body} `),
    ]) {
      expect(isCallbackSignatureValid(body, header, KEY), String(header)).toBe(false);
    }
  });

  test('signCallback signs what isCallbackSignatureValid accepts', () => {
    expect(isCallbackSignatureValid(body, signCallback(body, KEY), KEY)).toBe(true);
  });
});

describe('callbackSigningKey', () => {
  test('is the eSIM Go API key when one is set', () => {
    restore = setEnv({ ESIMGO_API_KEY: KEY });
    expect(callbackSigningKey()).toBe(KEY);
  });

  test('without one (the simulator), a key derived from the signing secret, neither the secret nor empty', () => {
    restore = setEnv({
      ESIMGO_API_KEY: undefined,
      SIGNING_SECRET: 'a-signing-secret-of-at-least-32-characters',
    });
    const derived = callbackSigningKey();
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(derived).not.toContain('a-signing-secret');
    restore();
    restore = setEnv({
      ESIMGO_API_KEY: undefined,
      SIGNING_SECRET: 'another-signing-secret-of-32-characters',
    });
    expect(callbackSigningKey()).not.toBe(derived);
  });
});
