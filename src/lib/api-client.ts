/**
 * The browser's API client, spec §7 and §8 to the letter: one base URL without its trailing
 * slash, credentials and JSON headers on every call, and the spec's error messages.
 */

export class ApiError extends Error {
  readonly status: number;
  /** Seconds to wait before retrying, from a 429's Retry-After header. */
  readonly retryAfter: number | undefined;

  constructor(message: string, status: number, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.retryAfter = retryAfter;
  }
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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API and returns the parsed JSON; throws ApiError with the spec's message. */
export async function apiRequest<T>(method: HttpMethod, path: string, payload?: unknown): Promise<T> {
  const url = apiUrl(path);
  try {
    const response = await fetch(url, {
      method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return await readJson<T>(response);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error('API request failed', { url, method, message });
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
    const message = messageOf(body) ?? `API error ${response.status}: ${response.statusText}`;
    const retryAfter = Number(response.headers.get('retry-after')) || undefined;
    throw new ApiError(message, response.status, retryAfter);
  }
  return body as T;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message !== '' ? message : undefined;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, payload?: unknown) => apiRequest<T>('POST', path, payload),
};
