/** Small response helpers shared by every function: JSON answers with a `message` on errors. */

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return Response.json(body, { ...init, headers });
}

export function errorResponse(status: number, message: string, headers?: HeadersInit): Response {
  return jsonResponse({ message }, { status, headers });
}

export function methodNotAllowed(allowed: string[]): Response {
  return errorResponse(405, 'Method not allowed', { Allow: allowed.join(', ') });
}
