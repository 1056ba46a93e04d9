/**
 * Confirms an e-mail address with the token from the link. The HTTP status decides success or
 * error; the messages fall back to the shop's own (docs/product.md#errors-verification).
 */
import { apiUrl } from '../../lib/api-client.ts';
import type { Translator } from '../i18n/translate.ts';

type VerificationResult = { ok: boolean; message: string };

/** Calls GET /api/verify-email once; never throws. The shop's own messages come from `t`. */
export async function verifyEmailToken(
  token: string | null,
  t: Translator,
  fetcher: typeof fetch = fetch,
): Promise<VerificationResult> {
  if (!token) return { ok: false, message: t('auth.verify.noToken') };
  let response: Response;
  try {
    response = await fetcher(apiUrl(`/api/verify-email?token=${encodeURIComponent(token)}`), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    return { ok: false, message: t('auth.verify.error') };
  }
  const message = await readMessage(response);
  if (!response.ok) return { ok: false, message: message ?? t('auth.verify.refused') };
  // An ok answer that is not the JSON we expect is a failure to verify, not a success.
  if (message === null) return { ok: false, message: t('auth.verify.error') };
  return { ok: true, message: message ?? t('auth.verify.verified') };
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
