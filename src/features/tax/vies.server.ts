/**
 * The VIES adapter: the European Commission's REST check of an EU VAT number. Anything but a plain
 * yes or no, or no answer within the timeout, is `unavailable`, and checkout then charges VAT
 * (docs/decisions/0045-vat-numbers-confirmed-with-vies.md).
 */
import * as z from 'zod';
import { parseJson } from '../../lib/json.ts';
import type { VatCheckOutcome, VatNumberCheck } from './vat-check-port.ts';

export interface ViesSettings {
  /** The REST API's base, e.g. https://ec.europa.eu/taxation_customs/vies/rest-api */
  baseUrl: string;
  timeoutMs: number;
  /** The seller's EU VAT number (prefix included), sent as requester; null to send none. */
  requester: string | null;
}

/** VIES's answer; its error codes come in `userError` or in `errorWrappers`. */
const viesAnswerSchema = z.object({
  valid: z.boolean().optional(),
  requestDate: z.string().max(64).optional(),
  requestIdentifier: z.string().max(64).nullish(),
  userError: z.string().max(64).optional(),
  errorWrappers: z.array(z.object({ error: z.string().max(64).optional() })).optional(),
});

/** `userError` values that are an answer, not a failure. */
const ANSWERS = new Set(['VALID', 'INVALID']);

/** 'DE123456789' → { countryCode: 'DE', vatNumber: '123456789' }; EL stays EL, as VIES wants. */
const partsOf = (vatId: string) => ({ countryCode: vatId.slice(0, 2), vatNumber: vatId.slice(2) });

function requestBody(vatId: string, requester: string | null) {
  const asked = partsOf(vatId);
  if (!requester) return asked;
  const seller = partsOf(requester);
  return {
    ...asked,
    requesterMemberStateCode: seller.countryCode,
    requesterNumber: seller.vatNumber,
  };
}

function outcomeOf(status: number, text: string): VatCheckOutcome {
  const parsed = viesAnswerSchema.safeParse(parseJson(text));
  if (!parsed.success) return { outcome: 'unavailable', reason: `HTTP ${status}` };
  const answer = parsed.data;
  const error =
    answer.errorWrappers?.[0]?.error ??
    (answer.userError && !ANSWERS.has(answer.userError) ? answer.userError : undefined);
  // INVALID_INPUT: VIES refuses the number itself; it is not confirmed, and asking again won't help.
  if (error === 'INVALID_INPUT') return confirmation(false, answer);
  if (error) return { outcome: 'unavailable', reason: error };
  if (status < 200 || status >= 300 || answer.valid === undefined)
    return { outcome: 'unavailable', reason: `HTTP ${status}` };
  return confirmation(answer.valid, answer);
}

const confirmation = (
  valid: boolean,
  answer: z.infer<typeof viesAnswerSchema>,
): VatCheckOutcome => ({
  outcome: valid ? 'valid' : 'invalid',
  checkedAt: answer.requestDate || new Date().toISOString(),
  requestId: answer.requestIdentifier || null,
});

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

export function createViesCheck({ baseUrl, timeoutMs, requester }: ViesSettings): VatNumberCheck {
  const url = `${baseUrl.replace(/\/+$/, '')}/check-vat-number`;
  return {
    async check(vatId) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(requestBody(vatId, requester)),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        // Read inside the try: the timeout covers a body that trickles in too.
        const outcome = outcomeOf(response.status, await response.text());
        if (outcome.outcome === 'unavailable') console.warn(`VIES: ${outcome.reason}`);
        return outcome;
      } catch (error) {
        const reason = isTimeout(error) ? 'TIMEOUT' : 'UNREACHABLE';
        console.warn(`VIES: ${reason}`);
        return { outcome: 'unavailable', reason };
      }
    },
  };
}
