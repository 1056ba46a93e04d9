/** Calls a function handler in-process the way a browser on this site would. */
import type { Context } from '@netlify/functions';
import { functionContext } from './netlify-context.ts';

type Handler = (req: Request, context: Context) => Promise<Response> | Response;

export const ORIGIN = 'http://localhost:8888';

export interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  /** The site the call comes from (and goes to); this shop's local address by default. */
  origin?: string;
  /** The caller's IP address as Netlify reports it (context.ip). */
  ip?: string;
  /** The country Netlify places the caller in (context.geo.country.code); none locally. */
  country?: string;
}

export async function call(
  handler: Handler,
  path: string,
  { method, body, cookie, headers = {}, params, origin = ORIGIN, ip, country }: CallOptions = {},
) {
  const init: RequestInit = {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      Origin: origin,
      'Sec-Fetch-Site': 'same-origin',
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  };
  return handler(new Request(`${origin}${path}`, init), functionContext(params, ip, country));
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready to send back. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => !pair?.endsWith('='))
    .join('; ');
}
