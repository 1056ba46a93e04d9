/**
 * The browser's API client: one base URL without its trailing slash, credentials and JSON headers
 * on every call, the page's language (the functions answer in it), and the shop's error messages
 * (docs/product.md#api-client, docs/product.md#errors-api-client).
 */

export class ApiError extends Error {
  readonly status: number;
  /** Seconds to wait before retrying, from a 429's Retry-After header. */
  readonly retryAfter: number | undefined;
  /** The `message` the server sent, when it sent one (the fallbacks need to know). */
  readonly serverMessage: string | undefined;
  /** Per-field messages of a 400 answer, to show under form fields. */
  readonly fieldErrors: Record<string, string> | undefined;
  /** The whole JSON answer, for callers that show more than the message (upload row errors). */
  readonly body: unknown;

  constructor(
    message: string,
    status: number,
    details: {
      retryAfter?: number;
      serverMessage?: string;
      fieldErrors?: Record<string, string>;
      body?: unknown;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.retryAfter = details.retryAfter;
    this.serverMessage = details.serverMessage;
    this.fieldErrors = details.fieldErrors;
    this.body = details.body;
  }
}

/** The message the server gave for a failed call, or `fallback` (docs/product.md#errors-toasts). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * The description of an error toast (docs/product.md#errors-api-client): the server's message (in
 * the page's language); else, on an English page, the exception's own words; else `unexpected`, the
 * page's 'Unexpected error occurred.' (a browser's or our own technical words are English).
 */
export function errorDescription(
  error: unknown,
  unexpected = 'Unexpected error occurred.',
): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  const readable = (pageLanguage() ?? 'en') === 'en';
  return readable && error instanceof Error && error.message ? error.message : unexpected;
}

/** The language of the page the client runs on (`<html lang>`); none outside a browser. */
function pageLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

/**
 * The headers of every call: the page's language asks the functions to answer in it (a standard
 * header, so a script can ask the same).
 */
function commonHeaders(): Record<string, string> {
  const language = pageLanguage();
  return {
    Accept: 'application/json',
    ...(language ? { 'Accept-Language': language } : {}),
  };
}

/** The API base: PUBLIC_API_BASE when the API lives on another host, else this site. */
export function apiBase(configured: string | undefined = import.meta.env.PUBLIC_API_BASE): string {
  return (configured ?? '').replace(/\/+$/, '');
}

/** Prefixes a relative path with the base; absolute URLs are left as they are. */
export function apiUrl(path: string, base: string = apiBase()): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API and returns the parsed JSON; throws ApiError with the shop's message. */
async function apiRequest<T>(method: HttpMethod, path: string, payload?: unknown): Promise<T> {
  const url = apiUrl(path);
  try {
    const response = await fetch(url, {
      method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', ...commonHeaders() },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return await readJson<T>(response);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error('API request failed', { url, method, message });
    throw error;
  }
}

/**
 * Sends a multipart form (the admin upload, with credentials). The browser sets the multipart
 * Content-Type; X-Requested-With marks it as this site's own call
 * (docs/decisions/0008-the-api-boundary.md).
 */
async function apiUpload<T>(path: string, form: FormData): Promise<T> {
  const url = apiUrl(path);
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { ...commonHeaders(), 'X-Requested-With': 'fetch' },
      body: form,
    });
    return await readJson<T>(response);
  } catch (error) {
    console.error('API request failed', {
      url,
      method: 'POST',
      message: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}

async function readJson<T>(response: Response): Promise<T> {
  const type = response.headers.get('content-type');
  if (!type || !type.includes('application/json')) {
    throw new ApiError(`Server returned ${type || 'non-JSON'} response`, response.status);
  }
  const body: unknown = await response.json();
  if (!response.ok) {
    const serverMessage = messageOf(body);
    throw new ApiError(
      serverMessage ?? `API error ${response.status}: ${response.statusText}`,
      response.status,
      {
        retryAfter: Number(response.headers.get('retry-after')) || undefined,
        serverMessage,
        fieldErrors: fieldErrorsOf(body),
        body,
      },
    );
  }
  return body as T;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message !== '' ? message : undefined;
}

function fieldErrorsOf(body: unknown): Record<string, string> | undefined {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body as { errors: unknown };
  if (typeof errors !== 'object' || errors === null) return undefined;
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, payload?: unknown) => apiRequest<T>('POST', path, payload),
  put: <T>(path: string, payload: unknown) => apiRequest<T>('PUT', path, payload),
  patch: <T>(path: string, payload: unknown) => apiRequest<T>('PATCH', path, payload),
  upload: <T>(path: string, form: FormData) => apiUpload<T>(path, form),
};
