/**
 * The VIES client against a local server shaped like the European Commission's REST API
 * (POST /check-vat-number, JSON both ways), since ec.europa.eu is out of reach here
 * (docs/decisions/0045-vat-numbers-confirmed-with-vies.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import { answer, useHttpServer } from '../../../tests/support/local-http.ts';
import { createViesCheck } from './vies.server.ts';

interface Seen {
  method: string;
  path: string;
  contentType: string | undefined;
  body: unknown;
}
let seen: Seen[] = [];
/** What the server does with the next request. */
let reply: (res: ServerResponse, body: Record<string, unknown>) => void;

function listener(req: IncomingMessage, res: ServerResponse) {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    const body = JSON.parse(text) as Record<string, unknown>;
    seen.push({
      method: req.method ?? '',
      path: req.url ?? '',
      contentType: req.headers['content-type'],
      body,
    });
    reply(res, body);
  });
}

const server = useHttpServer(listener);
const vies = (requester: string | null = null, timeoutMs = 4_000) =>
  createViesCheck({ baseUrl: `${server.origin}/rest-api/`, timeoutMs, requester });

/** VIES's answer to a number it knows, as the Commission's API writes it. */
const known = (valid: boolean, withRequester: boolean) => (res: ServerResponse, body: object) =>
  answer(res, 200, {
    ...body,
    requestDate: '2026-11-29T11:40:00.000Z',
    valid,
    requestIdentifier: withRequester ? 'WAPIAAAAZ4xyz123' : '',
    name: valid ? 'ACME GMBH' : '---',
    address: valid ? 'HAUPTSTR. 1\n10115 BERLIN' : '---',
    traderName: '',
    traderStreet: '',
    userError: valid ? 'VALID' : 'INVALID',
  });

/** Operators see why VIES did not answer: each failure is logged. */
let warnings: MockInstance<typeof console.warn>;
beforeEach(() => {
  seen = [];
  reply = known(true, false);
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warnings.mockRestore());

describe('the request', () => {
  test('posts the country prefix and the number apart, as JSON, to check-vat-number', async () => {
    await vies().check('DE123456789');
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/rest-api/check-vat-number',
        contentType: 'application/json',
        body: { countryCode: 'DE', vatNumber: '123456789' },
      },
    ]);
  });

  test('keeps Greece’s EL prefix, which is VIES’s code for it', async () => {
    await vies().check('EL094014201');
    expect(seen[0]!.body).toEqual({ countryCode: 'EL', vatNumber: '094014201' });
  });

  test('names the seller as requester when it has an EU VAT number', async () => {
    reply = known(true, true);
    const result = await vies('IE1234567T').check('FR12345678901');
    expect(seen[0]!.body).toEqual({
      countryCode: 'FR',
      vatNumber: '12345678901',
      requesterMemberStateCode: 'IE',
      requesterNumber: '1234567T',
    });
    expect(result).toEqual({
      outcome: 'valid',
      checkedAt: '2026-11-29T11:40:00.000Z',
      requestId: 'WAPIAAAAZ4xyz123',
    });
  });
});

describe('the answer', () => {
  test('a number VIES knows is valid, without a request identifier when no requester was sent', async () => {
    expect(await vies().check('DE123456789')).toEqual({
      outcome: 'valid',
      checkedAt: '2026-11-29T11:40:00.000Z',
      requestId: null,
    });
  });

  test('a number VIES does not know is invalid', async () => {
    reply = known(false, true);
    expect(await vies('IE1234567T').check('DE999999999')).toEqual({
      outcome: 'invalid',
      checkedAt: '2026-11-29T11:40:00.000Z',
      requestId: 'WAPIAAAAZ4xyz123',
    });
  });

  test.each(['MS_UNAVAILABLE', 'MS_MAX_CONCURRENT_REQ', 'TIMEOUT', 'SERVICE_UNAVAILABLE'])(
    '%s, as an error answer, is unavailable, never invalid',
    async (error) => {
      reply = (res) =>
        answer(res, 500, {
          actionSucceed: false,
          errorWrappers: [{ error, message: 'The member state service is unavailable' }],
        });
      expect(await vies().check('DE123456789')).toEqual({ outcome: 'unavailable', reason: error });
      expect(warnings).toHaveBeenCalledWith(`VIES: ${error}`);
    },
  );

  test('MS_UNAVAILABLE in a 200 answer is unavailable too', async () => {
    reply = (res, body) =>
      answer(res, 200, {
        ...body,
        valid: false,
        requestDate: '2026-11-29T11:40:00.000Z',
        userError: 'MS_UNAVAILABLE',
      });
    expect(await vies().check('DE123456789')).toEqual({
      outcome: 'unavailable',
      reason: 'MS_UNAVAILABLE',
    });
  });

  test('an answer that is not VIES’s is unavailable', async () => {
    reply = (res) =>
      res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>');
    expect(await vies().check('DE123456789')).toMatchObject({ outcome: 'unavailable' });
  });

  test('no answer within the timeout is unavailable: checkout never hangs on VIES', async () => {
    reply = () => {}; // never answers
    expect(await vies(null, 200).check('DE123456789')).toEqual({
      outcome: 'unavailable',
      reason: 'TIMEOUT',
    });
  });

  test('a server that cannot be reached is unavailable', async () => {
    const closed = createViesCheck({
      baseUrl: 'http://127.0.0.1:9/rest-api',
      timeoutMs: 4_000,
      requester: null,
    });
    expect(await closed.check('DE123456789')).toMatchObject({ outcome: 'unavailable' });
  });
});
