/**
 * Confirms an e-mail address with the token from the link. The HTTP status decides success or
 * error; the messages fall back to the shop's own (docs/product.md#errors-verification).
 */
import { apiUrl } from '../../lib/api-client.ts';

export type VerificationResult = { ok: boolean; message: string };

const verificationMessages = {
  noToken: 'Invalid verification link',
  failed: 'Verification failed',
  error: 'An error occurred during verification',
  verified: 'Email verified successfully!',
} as const;

/** Calls GET /api/verify-email once; never throws. */
export async function verifyEmailToken(
  token: string | null,
  fetcher: typeof fetch = fetch,
): Promise<VerificationResult> {
  if (!token) return { ok: false, message: verificationMessages.noToken };
  let response: Response;
  try {
    response = await fetcher(apiUrl(`/api/verify-email?token=${encodeURIComponent(token)}`), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    return { ok: false, message: verificationMessages.error };
  }
  const message = await readMessage(response);
  if (!response.ok) return { ok: false, message: message ?? verificationMessages.failed };
  // An ok answer that is not the JSON we expect is a failure to verify, not a success.
  if (message === null) return { ok: false, message: verificationMessages.error };
  return { ok: true, message: message ?? verificationMessages.verified };
}

/** The body's message; undefined when the JSON has none; null when the body is not JSON. */
async function readMessage(response: Response): Promise<string | undefined | null> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return undefined;
    const { message } = body as { message?: unknown };
    return typeof message === 'string' && message !== '' ? message : undefined;
  } catch {
    return null;
  }
}
