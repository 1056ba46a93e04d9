/**
 * A plain HTTP server on a free loopback port: the stand-ins tests put where a service would be.
 */
import { createServer, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface LocalHttpServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Ends the open connections and stops listening. */
  stop(): Promise<void>;
}

export async function startHttpServer(listener: RequestListener): Promise<LocalHttpServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A server started before the tests of the file (or describe block) and stopped after them. */
export function useHttpServer(listener: RequestListener): { readonly origin: string } {
  let server: LocalHttpServer | undefined;
  beforeAll(async () => {
    server = await startHttpServer(listener);
  });
  afterAll(() => server?.stop());
  return {
    get origin() {
      if (!server)
        throw new Error('The server is not started yet: read its origin inside a test or a hook');
      return server.origin;
    },
  };
}

/** A stand-in's JSON answer, with any extra headers (Retry-After, say). */
export function answer(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res
    .writeHead(status, { 'Content-Type': 'application/json', ...headers })
    .end(JSON.stringify(body));
}
