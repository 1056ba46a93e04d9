import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Context } from '@netlify/functions';
import { noteRequestUser, withRequestLog } from './request-log.ts';

const context = { requestId: 'req-123' } as unknown as Context;
const request = () =>
  new Request('http://localhost/api/thing', {
    method: 'POST',
    headers: { Cookie: 'sid=secret-session-token' },
    body: '{"password":"hunter22"}',
  });

afterEach(() => vi.restoreAllMocks());

function loggedLines(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

describe('withRequestLog', () => {
  test('logs one line per call with route, status, duration and the signed-in user, never the body or cookie', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const handler = withRequestLog('thing', async () => {
      noteRequestUser('user-42');
      return Response.json({ ok: true }, { status: 201 });
    });
    const response = await handler(request(), context);
    expect(response?.status).toBe(201);
    expect(response?.headers.get('X-Request-Id')).toBe('req-123');
    const [line] = loggedLines(log);
    expect(line).toMatchObject({
      requestId: 'req-123',
      route: 'thing',
      method: 'POST',
      status: 201,
      userId: 'user-42',
    });
    expect(typeof line?.ms).toBe('number');
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/secret-session-token|hunter22/);
  });

  test('a handler that throws answers a JSON 500 with the request id, not its stack', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await withRequestLog<Response>('thing', async () => {
      throw new Error('blob store unreachable at 10.0.0.7');
    })(request(), context);
    expect(response?.status).toBe(500);
    const body = (await response?.json()) as Record<string, unknown>;
    expect(body).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      requestId: 'req-123',
    });
    expect(errors).toHaveBeenCalledOnce();
  });

  test('a 5xx answer keeps its message and gains the request id; a 4xx keeps its body as it was', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const bad = await withRequestLog('thing', async () =>
      Response.json({ message: 'The eSIM provider is unavailable' }, { status: 502 }),
    )(request(), context);
    expect(await bad?.json()).toEqual({
      message: 'The eSIM provider is unavailable',
      requestId: 'req-123',
    });
    const refused = await withRequestLog('thing', async () =>
      Response.json({ message: 'Plan not found' }, { status: 404 }),
    )(request(), context);
    expect(await refused?.json()).toEqual({ message: 'Plan not found' });
  });

  test('calls at once keep their own user in their own line', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const handler = withRequestLog('thing', async (req) => {
      const user = new URL(req.url).searchParams.get('u') ?? '';
      await new Promise((resolve) => setTimeout(resolve, user === 'a' ? 20 : 1));
      noteRequestUser(user);
      return new Response(null, { status: 204 });
    });
    await Promise.all(
      ['a', 'b'].map((u) =>
        handler(new Request(`http://localhost/api/thing?u=${u}`), {
          requestId: u,
        } as unknown as Context),
      ),
    );
    expect(
      loggedLines(log)
        .map((line) => [line.requestId, line.userId])
        .sort(),
    ).toEqual([
      ['a', 'a'],
      ['b', 'b'],
    ]);
  });
});
