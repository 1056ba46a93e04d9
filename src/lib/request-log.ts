/**
 * One structured log line per function call (never a body, a cookie or a secret), and its request
 * id on every answer and in every 5xx body, so a customer's report matches a log line. A handler
 * that throws answers a JSON 500, not a stack trace (docs/product.md#request-log).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { applyApiHeaders } from './api-headers.ts';

interface RequestScope {
  userId?: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Tells the log line of the current request who is signed in (called where sessions resolve). */
export function noteRequestUser(userId: string): void {
  const current = scope.getStore();
  if (current) current.userId = userId;
}

/** Wraps a handler with the request log and the 5xx rule (see docs/product.md#request-log). */
export function withRequestLog<R extends Response | void>(
  route: string,
  handler: (req: Request, context: Context) => Promise<R> | R,
): (req: Request, context?: Context) => Promise<R> {
  // Netlify always passes a context; a scheduled run or an in-process call may not.
  return (req, context = {} as Context) => {
    const requestScope: RequestScope = {};
    return scope.run(requestScope, async () => {
      const requestId = context?.requestId || req.headers.get('x-nf-request-id') || randomUUID();
      const started = performance.now();
      let response: Response | void;
      try {
        response = await handler(req, context);
      } catch (error) {
        console.error(
          JSON.stringify({
            level: 'error',
            requestId,
            route,
            error: error instanceof Error ? error.message : String(error),
          }),
        );
        response = Response.json(
          { message: 'Something went wrong on our side. Please try again.' },
          { status: 500 },
        );
      }
      if (response) response = await withRequestId(response, requestId);
      const line = {
        requestId,
        route,
        method: req.method,
        status: response ? response.status : 202,
        ms: Math.round(performance.now() - started),
        userId: requestScope.userId,
      };
      console.log(JSON.stringify(line));
      return response as R;
    });
  };
}

/**
 * The id as a header on every answer, and in the JSON body of a 5xx; the API's headers
 * (api-headers.ts).
 */
async function withRequestId(response: Response, requestId: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set('X-Request-Id', requestId);
  applyApiHeaders(headers, response.status);
  if (response.status < 500)
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const message =
    typeof body.message === 'string'
      ? body.message
      : 'Something went wrong on our side. Please try again.';
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  return new Response(JSON.stringify({ ...body, message, requestId }), {
    status: response.status,
    headers,
  });
}
