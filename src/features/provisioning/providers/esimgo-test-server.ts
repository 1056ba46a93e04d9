/**
 * The local eSIM Go v2.4 that the adapter's own tests talk to: it records every request, refuses
 * any key but `API_KEY` as the real API does (a 403 that names the key) and hands the rest to the
 * test file's routes, which pick the scenario.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { expect } from 'vitest';
import { answer, useHttpServer } from '../../../../tests/support/local-http.ts';
import { ProviderError, type EsimProvider } from '../../esim-provider/provider.ts';
import { createEsimGoProvider } from './esimgo.server.ts';

export const API_KEY = 'test-key-3f9a1c';
export const WRONG_KEY = 'wrong-key-77d2e0';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Answers one request the key check let through; `url` is parsed, `body` read whole. */
export type EsimGoRoute = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: string,
) => void;

export interface EsimGoTestServer {
  /** `http://127.0.0.1:<port>/v2.4`, known once the file's tests run. */
  readonly baseUrl: string;
  /** Every request received, oldest first. */
  readonly seen: SeenRequest[];
  /**
   * The adapter pointed at this server with `API_KEY` and a 2-second timeout, unless overridden.
   */
  provider(options?: { apiKey?: string; baseUrl?: string; timeoutMs?: number }): EsimProvider;
}

/** Starts before the file's tests and stops after them. */
export function useEsimGoTestServer(route: EsimGoRoute): EsimGoTestServer {
  const seen: SeenRequest[] = [];
  async function handle(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const key = req.headers['x-api-key'];
    // Like the real API, the message names the key it refused.
    if (key !== API_KEY) return answer(res, 403, { message: `Invalid API key ${String(key)}` });
    route(req, res, new URL(req.url ?? '/', 'http://localhost'), body);
  }
  const server = useHttpServer((req, res) => void handle(req, res));
  const testServer: EsimGoTestServer = {
    get baseUrl() {
      return `${server.origin}/v2.4`;
    },
    seen,
    provider: (options = {}) =>
      createEsimGoProvider({
        apiKey: API_KEY,
        baseUrl: testServer.baseUrl,
        timeoutMs: 2000,
        ...options,
      }),
  };
  return testServer;
}

/** The ProviderError a call rejects with, checked for either key on the way out. */
export async function providerError(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => expect.fail('expected a ProviderError'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  const { message } = error as ProviderError;
  expect(message).not.toContain(API_KEY);
  expect(message).not.toContain(WRONG_KEY);
  return error as ProviderError;
}
