import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  choicesOf,
  collectKnownWords,
  sampleFromSchema,
} from '../support/esimgo-contract-sampler.ts';
import {
  startEsimGoContractServer,
  type EsimGoContractServer,
} from '../support/esimgo-contract-server.ts';

/**
 * The contract harness itself: it must notice a request the document does not describe, and every
 * answer it gives must be one the document allows, or the adapter's contract test proves nothing.
 */
let harness: EsimGoContractServer;

beforeAll(async () => {
  harness = await startEsimGoContractServer();
});

afterAll(() => harness.stop());

/**
 * Sends one request as the adapter would (key, JSON), with `init` changing any of it; what the
 * harness found wrong.
 */
async function violationsOf(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: string } = {},
) {
  harness.clear();
  const headers = {
    'X-API-Key': harness.apiKey,
    Accept: 'application/json',
    ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    ...init.headers,
  };
  await fetch(`${harness.baseUrl}${path}`, { method, headers, body: init.body });
  return harness.exchanges().flatMap((exchange) => exchange.requestViolations);
}

const ORDER = JSON.stringify({
  type: 'transaction',
  assign: true,
  order: [{ type: 'bundle', item: 'esim_1GB_7D_GB_V2', quantity: 1 }],
});

describe('requests', () => {
  test('finds nothing wrong with requests the document describes', async () => {
    expect(await violationsOf('POST', '/orders', { body: ORDER })).toEqual([]);
    expect(await violationsOf('GET', '/esims/assignments?reference=abc')).toEqual([]);
    expect(await violationsOf('GET', '/organisation')).toEqual([]);
    expect(await violationsOf('GET', '/esims/8944/bundles?includeUsed=true&limit=50')).toEqual([]);
    expect(
      await violationsOf(
        'DELETE',
        '/esims/8944/bundles/esim_1GB_7D_GB_V2?type=validate&refundToBalance=true',
      ),
    ).toEqual([]);
    expect(
      await violationsOf(
        'DELETE',
        '/esims/8944/bundles/esim_1GB_7D_GB_V2/assignments/215009266?type=transaction',
      ),
    ).toEqual([]);
  });

  test.each([
    [
      'an operation the document does not have',
      'GET',
      '/esims/8944/history',
      {},
      'GET /esims/8944/history is no operation of the document',
    ],
    [
      'a method the path does not take',
      'DELETE',
      '/orders/abc',
      {},
      'DELETE /orders/abc is no operation of the document',
    ],
    [
      'a query parameter the operation does not take',
      'GET',
      '/esims/assignments?ref=abc',
      {},
      'query parameter ref is not in the document',
    ],
    [
      'a query value outside its enum',
      'DELETE',
      '/esims/8944/bundles/b?type=revoke',
      {},
      'query parameter type "revoke": must be equal to one of the allowed values',
    ],
    [
      'a query value not of its type',
      'DELETE',
      '/esims/8944/bundles/b?refundToBalance=yes',
      {},
      'query parameter refundToBalance is "yes", not a boolean',
    ],
    [
      'no API key',
      'GET',
      '/esims/8944',
      { headers: { 'X-API-Key': '' } },
      'the X-API-Key header does not carry the API key',
    ],
    [
      'an Accept header without JSON',
      'GET',
      '/esims/assignments?reference=abc',
      { headers: { Accept: 'text/csv' } },
      'the Accept header does not ask for application/json, the only answer documented',
    ],
    [
      'a body of the wrong type',
      'POST',
      '/orders',
      { body: ORDER, headers: { 'Content-Type': 'text/plain' } },
      'the body is text/plain, not application/json',
    ],
    [
      'a body outside the schema',
      'POST',
      '/orders',
      { body: JSON.stringify({ type: 'purchase', order: [{ quantity: '1' }] }) },
      'request body: /type must be equal to one of the allowed values',
    ],
    [
      'a body on a call that takes none',
      'DELETE',
      '/esims/8944/bundles/b',
      { body: '{}' },
      'DELETE /esims/{iccid}/bundles/{name} takes no body',
    ],
  ])('records %s', async (_, method, path, init, violation) => {
    expect(await violationsOf(method, path, init)).toContain(violation);
  });
});

describe('answers', () => {
  const statuses = () =>
    harness.contract.operations.flatMap((operation) =>
      operation.answers.map((answer) => ({ operation, answer })),
    );

  test("static answers are the document's examples, and each passes the document's schema", async () => {
    for (const { operation, answer } of statuses()) {
      for (const value of answer.examples) {
        expect(
          harness.contract.checkAnswer(
            operation,
            answer.status,
            answer.mediaType,
            typeof value === 'string' ? value : JSON.stringify(value),
          ),
        ).toEqual([]);
      }
    }
    const transaction = harness.contract.operation('POST /orders').answers[0]!.examples[1] as {
      orderReference?: string;
    };
    expect(transaction.orderReference).toBe('order-ref-002'); // the example's `$ref` resolved to the schema's example
  });

  test('dynamic answers pass the document for every status of every operation, and cover each choice', () => {
    const words = collectKnownWords(harness.contract.document);
    for (const { operation, answer } of statuses()) {
      const seen = new Set<string>();
      for (let seed = 1; seed <= 40; seed += 1) {
        const sample = sampleFromSchema(answer.schema, seed, words);
        sample.choices.forEach((choice) => seen.add(choice));
        expect(
          harness.contract.checkAnswer(
            operation,
            answer.status,
            answer.mediaType,
            JSON.stringify(sample.value),
          ),
        ).toEqual([]);
      }
      expect(choicesOf(answer.schema).filter((choice) => !seen.has(choice))).toEqual([]);
    }
  });

  test('an answer outside the document is recorded: a status it does not list, a field of the wrong type', () => {
    const details = harness.contract.operation('GET /esims/{iccid}');
    expect(harness.contract.checkAnswer(details, 404, 'application/json', '{}')).toEqual([
      'GET /esims/{iccid} lists no status 404',
    ]);
    expect(
      harness.contract.checkAnswer(
        details,
        200,
        'application/json',
        '{"firstInstalledDateTime":"soon"}',
      ),
    ).toEqual(['GET /esims/{iccid} 200: /firstInstalledDateTime must be integer']);
    expect(harness.contract.checkAnswer(details, 200, 'text/html', '<html>')).toEqual([
      'GET /esims/{iccid} 200 is application/json, not text/html',
    ]);
  });
});
