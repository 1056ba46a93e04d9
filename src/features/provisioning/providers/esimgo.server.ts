/**
 * The eSIM Go API v2.4 adapter (shapes from /work/shared/reference/esimgo-api.md). eSIM Go has no
 * idempotency key, so every failure says whether an order may have been placed anyway
 * (`outcomeUnknown`): the caller then looks it up instead of buying a second eSIM.
 */
import { z } from 'zod';
import { ProviderError, type EsimProvider, type ProvisionResult } from '../provider.ts';

export interface EsimGoOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}

const esimSchema = z.object({
  iccid: z.string().trim().min(1),
  matchingId: z.string().trim().min(1),
  smdpAddress: z.string().trim().min(1),
});
/** Only the reference is needed to find the order again; the eSIM may come later. */
const orderAnswerSchema = z.object({ orderReference: z.string().trim().min(1) });
const orderedEsimSchema = z.object({ order: z.array(z.object({ esims: z.array(esimSchema).min(1) })).min(1) });
const assignmentsSchema = z.array(esimSchema);
const apiErrorSchema = z.object({ message: z.string() });

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** eSIM Go's provisioning port; the key stays in this closure and is never put in a message. */
export function createEsimGoProvider(options: EsimGoOptions): EsimProvider {
  const apiKey = options.apiKey.trim();
  if (!apiKey) throw new Error('The eSIM Go API key is empty');
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error('The eSIM Go timeout must be a positive number of ms');
  const redact = (text: string) => text.split(apiKey).join('[redacted]');

  /** One request; `placesOrder` marks calls after which a lost answer may hide a purchase. */
  async function send(path: string, payload: object | undefined, placesOrder: boolean): Promise<Answer> {
    const headers: Record<string, string> = { 'X-API-Key': apiKey, Accept: 'application/json' };
    if (payload) headers['Content-Type'] = 'application/json';
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method: payload ? 'POST' : 'GET',
        headers,
        body: payload ? JSON.stringify(payload) : undefined,
        // A redirect would mean a wrong base URL; following it could re-send the order elsewhere.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read inside the try: the timeout also covers a body that trickles in too slowly.
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: parseJson(text) };
    } catch (error) {
      const reason = isTimeout(error) ? `did not answer within ${timeoutMs} ms` : `could not be reached (${causeOf(error)})`;
      throw new ProviderError(redact(`eSIM Go ${reason}`), { retryable: true, outcomeUnknown: placesOrder });
    }
  }

  /** Maps a non-2xx answer to the error the caller needs to decide between retry and give up. */
  function failure(answer: Answer, action: string, placesOrder: boolean): ProviderError {
    const parsed = apiErrorSchema.safeParse(answer.body);
    const detail = redact(parsed.success ? parsed.data.message : `HTTP ${answer.status}`);
    const message = `eSIM Go ${action} failed (${answer.status}): ${detail}`;
    if (answer.status === 429) {
      const retryAfter = answer.headers.get('retry-after');
      return new ProviderError(retryAfter ? `${message}; retry after ${retryAfter} s` : message, { retryable: true });
    }
    if (answer.status === 408) return new ProviderError(message, { retryable: true });
    // A 5xx may come after the order was taken and charged from the balance.
    if (answer.status >= 500) return new ProviderError(message, { retryable: true, outcomeUnknown: placesOrder });
    // 400 / 403 / 410 and other refusals: asking again cannot help.
    return new ProviderError(message, { retryable: false });
  }

  return {
    name: 'esimgo',

    async order({ bundle }) {
      const payload = { type: 'transaction', assign: true, order: [{ type: 'bundle', item: bundle, quantity: 1 }] };
      const answer = await send('/orders', payload, true);
      if (!isSuccess(answer.status)) throw failure(answer, 'order', true);
      const placed = orderAnswerSchema.safeParse(answer.body);
      if (!placed.success) {
        // A 2xx we cannot read may still be a paid order: never order again blindly.
        throw new ProviderError('eSIM Go answered the order with something unreadable', { retryable: true, outcomeUnknown: true });
      }
      const providerReference = placed.data.orderReference;
      const ordered = orderedEsimSchema.safeParse(answer.body);
      const esim = ordered.success ? ordered.data.order[0]?.esims[0] : undefined;
      return esim ? { kind: 'assigned', providerReference, esim } : { kind: 'pending', providerReference };
    },

    async lookup(providerReference): Promise<ProvisionResult | null> {
      const query = new URLSearchParams({ reference: providerReference });
      const answer = await send(`/esims/assignments?${query}`, undefined, false);
      if (answer.status === 404) return null;
      if (!isSuccess(answer.status)) throw failure(answer, 'assignment lookup', false);
      const assignments = assignmentsSchema.safeParse(answer.body);
      if (!assignments.success) {
        throw new ProviderError('eSIM Go answered the assignment lookup with something unreadable', { retryable: true });
      }
      const esim = assignments.data[0];
      return esim ? { kind: 'assigned', providerReference, esim } : { kind: 'pending', providerReference };
    },

    // TEMPORARY (issue 12, replaced by the eSIM Go adapter branch this session).
    usage: () => Promise.reject(new ProviderError('eSIM Go usage is not implemented yet', { retryable: false })),
    isCompatible: () => Promise.reject(new ProviderError('eSIM Go compatibility is not implemented yet', { retryable: false })),
    topUp: () => Promise.reject(new ProviderError('eSIM Go top-up is not implemented yet', { retryable: false })),
    lookupTopUp: () => Promise.reject(new ProviderError('eSIM Go top-up lookup is not implemented yet', { retryable: false })),
    refundBundle: () => Promise.reject(new ProviderError('eSIM Go refund is not implemented yet', { retryable: false })),
  };
}

const isSuccess = (status: number) => status >= 200 && status < 300;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** The low-level reason (ECONNREFUSED, ENOTFOUND …) behind undici's generic "fetch failed". */
function causeOf(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : 'unknown error';
}
