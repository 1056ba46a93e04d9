/**
 * eSIM Go's V3 callback signature: HMAC-SHA256 of the raw body keyed with our API key, base64 or
 * hex, compared in constant time. The simulator's key, derived from the signing secret, is refused
 * once ESIMGO_API_KEY is set (docs/decisions/0021-usage-alerts-once-per-bundle.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { esimGoApiKey, signingSecret } from '../../lib/env.ts';

export const CALLBACK_SIGNATURE_HEADER = 'X-Signature-SHA256';

const HEX_DIGEST = /^[0-9a-f]{64}$/i;
/** 32 bytes in base64 (or base64url): 43 characters and an optional '='. */
const BASE64_DIGEST = /^[A-Za-z0-9+/_-]{43}=?$/;

/** The key callbacks are signed with here: the eSIM Go API key, or the simulator's derived key. */
export function callbackSigningKey(): string {
  const apiKey = esimGoApiKey();
  if (apiKey) return apiKey;
  // Its own derivation, so no other signed value of ours (triggers, cookies) can pass as a
  // callback.
  return createHmac('sha256', signingSecret())
    .update('roamly simulated esimgo callback v1')
    .digest('hex');
}

/** The signature header's value for `rawBody` (base64, as eSIM Go's own example computes it). */
export function signCallback(rawBody: string, key: string = callbackSigningKey()): string {
  return createHmac('sha256', key).update(rawBody, 'utf8').digest('base64');
}

/** True when `header` is the HMAC of exactly `rawBody` under `key`, in hex or base64. */
export function isCallbackSignatureValid(
  rawBody: string,
  header: string | null,
  key: string = callbackSigningKey(),
): boolean {
  const given = decodeDigest(header?.trim() ?? '');
  if (!given) return false;
  const expected = createHmac('sha256', key).update(rawBody, 'utf8').digest();
  return timingSafeEqual(given, expected);
}

/**
 * The 32 digest bytes the header carries, or null when it is neither hex nor base64 of 32 bytes.
 */
function decodeDigest(value: string): Buffer | null {
  if (HEX_DIGEST.test(value)) return Buffer.from(value, 'hex');
  if (!BASE64_DIGEST.test(value)) return null;
  const bytes = Buffer.from(value.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  return bytes.length === 32 ? bytes : null;
}
