import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { api, ApiError, apiBase, apiUrl, errorDescription, serverMessageOr } from './api-client.ts';

/** A real local HTTP server whose answers the tests choose by path. */
interface Seen {
  method: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const seen = new Map<string, Seen>();
let server: Server;
let base = '';

const routes: Record<
  string,
  { status: number; type?: string; body: string; headers?: Record<string, string> }
> = {
  '/ok': { status: 200, type: 'application/json', body: '[{"id":"us-5gb-7d"}]' },
  '/html': { status: 502, type: 'text/html', body: '<html>' },
  '/untyped': { status: 200, body: 'plain' },
  '/not-found': { status: 404, type: 'application/json', body: '{"message":"Plan not found"}' },
  '/no-message': { status: 500, type: 'application/json', body: '{}' },
  '/throttled': {
    status: 429,
    type: 'application/json',
    body: '{"message":"Too many attempts"}',
    headers: { 'Retry-After': '30' },
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.set(req.url ?? '', { method: req.method ?? '', headers: req.headers, body });
      const route = routes[req.url ?? ''] ?? routes['/ok']!;
      const headers: Record<string, string> = { ...route.headers };
      if (route.type) headers['Content-Type'] = route.type;
      res.writeHead(route.status, headers).end(route.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('URLs', () => {
  test('the base loses its trailing slashes', () => {
    expect(apiBase('https://api.example.com/')).toBe('https://api.example.com');
    expect(apiBase(undefined)).toBe('');
  });
  test('relative paths are prefixed with the base, absolute URLs kept', () => {
    expect(apiUrl('/api/plans', 'https://api.example.com')).toBe(
      'https://api.example.com/api/plans',
    );
    expect(apiUrl('api/plans', 'https://api.example.com')).toBe(
      'https://api.example.com/api/plans',
    );
    expect(apiUrl('https://other.example/x', 'https://api.example.com')).toBe(
      'https://other.example/x',
    );
  });
});

describe('requests', () => {
  test('send JSON content type and JSON accept, with a JSON body when given', async () => {
    await api.post(`${base}/post`, { name: 'Ada' });
    const request = seen.get('/post');
    expect(request).toMatchObject({ method: 'POST', body: '{"name":"Ada"}' });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
  });
  test("ask for the page's language, so the functions answer in it", async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'fr' } });
    try {
      await api.post(`${base}/post`, {});
      expect(seen.get('/post')?.headers['accept-language']).toBe('fr');
    } finally {
      vi.unstubAllGlobals();
    }
  });
  test('send no body without a payload', async () => {
    await api.get(`${base}/get`);
    expect(seen.get('/get')).toMatchObject({ method: 'GET', body: '' });
  });
  test('return the parsed JSON on success', async () => {
    expect(await api.get(`${base}/ok`)).toEqual([{ id: 'us-5gb-7d' }]);
  });
});

describe('errors (docs/product.md#errors-api-client)', () => {
  test("a non-JSON answer fails with 'Server returned {type} response'", async () => {
    await expect(api.get(`${base}/html`)).rejects.toThrow('Server returned text/html response');
  });
  test("an answer without a content type fails with 'Server returned non-JSON response'", async () => {
    await expect(api.get(`${base}/untyped`)).rejects.toThrow('Server returned non-JSON response');
  });
  test("a non-OK answer fails with the server's message", async () => {
    await expect(api.get(`${base}/not-found`)).rejects.toMatchObject({
      message: 'Plan not found',
      status: 404,
      serverMessage: 'Plan not found',
    });
  });
  test("a non-OK answer without a message fails with 'API error {status}: {statusText}'", async () => {
    await expect(api.get(`${base}/no-message`)).rejects.toMatchObject({
      message: 'API error 500: Internal Server Error',
      serverMessage: undefined,
    });
  });
  test('a 429 carries its Retry-After seconds', async () => {
    const error = await api.post(`${base}/throttled`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfter).toBe(30);
  });
  test('a failure is logged with URL, method and message, then rethrown', async () => {
    await expect(api.post(`${base}/not-found`, {})).rejects.toThrow('Plan not found');
    expect(console.error).toHaveBeenCalledWith('API request failed', {
      url: `${base}/not-found`,
      method: 'POST',
      message: 'Plan not found',
    });
  });
  test('a network failure is logged and rethrown', async () => {
    await expect(api.get('http://127.0.0.1:1/unreachable')).rejects.toThrow();
    expect(console.error).toHaveBeenLastCalledWith(
      'API request failed',
      expect.objectContaining({ method: 'GET' }),
    );
  });
});

describe('serverMessageOr', () => {
  test("gives the server's message, else the caller's fallback", () => {
    expect(
      serverMessageOr(
        new ApiError('x', 400, { serverMessage: 'Plan not found' }),
        'Please try again.',
      ),
    ).toBe('Plan not found');
    expect(
      serverMessageOr(
        new ApiError('API error 500: Internal Server Error', 500),
        'Please try again.',
      ),
    ).toBe('Please try again.');
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Upload failed')).toBe(
      'Upload failed',
    );
  });
});

describe('error descriptions in the page’s language', () => {
  const failed = new ApiError('Server returned text/html response', 502);
  test('an English page reads the technical words, as before', () => {
    expect(errorDescription(failed)).toBe('Server returned text/html response');
  });
  test("another language's page reads its own 'unexpected error', and the server's words", () => {
    vi.stubGlobal('document', { documentElement: { lang: 'de' } });
    try {
      const unexpected = 'Ein unerwarteter Fehler ist aufgetreten.';
      expect(errorDescription(failed, unexpected)).toBe(unexpected);
      expect(errorDescription(new TypeError('Failed to fetch'), unexpected)).toBe(unexpected);
      const refused = new ApiError('Tarif nicht gefunden', 404, {
        serverMessage: 'Tarif nicht gefunden',
      });
      expect(errorDescription(refused, unexpected)).toBe('Tarif nicht gefunden');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
