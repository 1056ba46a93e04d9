/**
 * Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30-second steps), through `otpauth`,
 * loaded on the first call like every package a function does not need at start. A code is
 * accepted one step either side of now, for a phone clock a little off.
 */
const ISSUER = 'Roamly';

async function totpOf(secret: string, label = '') {
  const { Secret, TOTP } = await import('otpauth');
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret) });
}

/** A new 160-bit secret, base32 as authenticator apps take it. */
export async function newTotpSecret(): Promise<string> {
  const { Secret } = await import('otpauth');
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` link an authenticator app reads from the enrolment QR code. */
export async function otpauthUri(secret: string, email: string): Promise<string> {
  return (await totpOf(secret, email)).toString();
}

/** The time step a code belongs to (within one step of `now`), or null when it matches none. */
export async function stepOfCode(
  secret: string,
  code: string,
  now = Date.now(),
): Promise<number | null> {
  const { TOTP } = await import('otpauth');
  const delta = (await totpOf(secret)).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : TOTP.counter({ timestamp: now }) + delta;
}

/** The code of a time step: for `npm run admin:code` and for tests that sign staff in. */
export async function codeAt(secret: string, timestamp = Date.now()): Promise<string> {
  return (await totpOf(secret)).generate({ timestamp });
}
