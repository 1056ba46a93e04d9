/**
 * The HTTP side of the eSIM Go adapter: one request with the key, the timeout and no redirects,
 * and the mapping of a failed answer to a ProviderError that says whether to retry and whether an
 * order may have been placed anyway (`outcomeUnknown`). The key never appears in a message.
 */
import * as z from 'zod';
import { parseJson } from '../../../lib/json.ts';
import { ProviderError } from '../../esim-provider/provider.ts';

export interface EsimGoOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}

/**
 * What came back: the status, the headers and the body parsed as JSON (undefined when it is not
 * JSON).
 */
interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

type Method = 'GET' | 'POST' | 'DELETE';

export interface EsimGoHttp {
  /** One request; `placesOrder` marks calls after which a lost answer may hide a purchase. */
  send(
    method: Method,
    path: string,
    options?: { payload?: object; placesOrder?: boolean },
  ): Promise<Answer>;
  /** The error for a non-2xx answer, for the caller to throw. */
  failure(answer: Answer, action: string, placesOrder: boolean): ProviderError;
  /** The message eSIM Go gave with a refusal (key removed), or `HTTP <status>`. */
  messageOf(answer: Answer): string;
}

const apiErrorSchema = z.object({ message: z.string() });

export const isSuccess = (status: number) => status >= 200 && status < 300;

/** Checks the options and returns the request and failure helpers bound to them. */
export function createEsimGoHttp(options: EsimGoOptions): EsimGoHttp {
  const apiKey = options.apiKey.trim();
  if (!apiKey) throw new Error('The eSIM Go API key is empty');
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error('The eSIM Go timeout must be a positive number of ms');
  const redact = (text: string) => text.split(apiKey).join('[redacted]');

  async function send(
    method: Method,
    path: string,
    { payload, placesOrder = false }: { payload?: object; placesOrder?: boolean } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'X-API-Key': apiKey, Accept: 'application/json' };
    if (payload) headers['Content-Type'] = 'application/json';
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
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
      const reason = isTimeout(error)
        ? `did not answer within ${timeoutMs} ms`
        : `could not be reached (${causeOf(error)})`;
      throw new ProviderError(redact(`eSIM Go ${reason}`), {
        retryable: true,
        outcomeUnknown: placesOrder,
      });
    }
  }

  function messageOf(answer: Answer): string {
    const parsed = apiErrorSchema.safeParse(answer.body);
    return redact(parsed.success ? parsed.data.message : `HTTP ${answer.status}`);
  }

  function failure(answer: Answer, action: string, placesOrder: boolean): ProviderError {
    const message = `eSIM Go ${action} failed (${answer.status}): ${messageOf(answer)}`;
    if (answer.status === 429) {
      const retryAfter = answer.headers.get('retry-after');
      return new ProviderError(
        retryAfter ? `${message}; retry after ${redact(retryAfter)} s` : message,
        { retryable: true },
      );
    }
    if (answer.status === 408) return new ProviderError(message, { retryable: true });
    // A 5xx may come after the order was taken and charged from the balance.
    if (answer.status >= 500)
      return new ProviderError(message, { retryable: true, outcomeUnknown: placesOrder });
    // 400 / 403 / 410 and other refusals: asking again cannot help.
    return new ProviderError(message, { retryable: false });
  }

  return { send, failure, messageOf };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** The low-level reason (ECONNREFUSED, ENOTFOUND …) behind undici's generic "fetch failed". */
function causeOf(error: unknown): string {
  const cause =
    error instanceof Error
      ? (error.cause as { code?: unknown; message?: unknown } | undefined)
      : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : 'unknown error';
}
