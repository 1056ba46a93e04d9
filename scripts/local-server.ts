/**
 * The doors of `npm start`'s server: it listens on loopback unless HOST says otherwise, answers
 * only requests addressed to this machine (against DNS rebinding), and routes the local build
 * hook, whose URL carries a per-run secret (docs/decisions/0024-local-platform.md).
 */
import { randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { LOCAL_BUILD_HOOK_PATH } from './local-rebuild.ts';

type Env = Record<string, string | undefined>;

/**
 * HOST when set (e.g. 0.0.0.0 to try the shop from a phone); else loopback only, IPv4 and IPv6,
 * so `localhost` works whichever address a machine resolves it to first.
 */
export function localListenHosts(env: Env): string[] {
  const host = env.HOST?.trim();
  return host ? [host] : ['127.0.0.1', '::1'];
}

/**
 * How this machine reaches the server: localhost, unless HOST names one address (then only that
 * address answers). URL and the build hook are built from it.
 */
export function localSelfOrigin(env: Env, port: number): string {
  const host = env.HOST?.trim();
  if (!host || host === '0.0.0.0' || host === '::') return `http://localhost:${port}`;
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}

/** A fresh secret for this run's build hook URL. */
export function createBuildHookSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function localBuildHookUrl(origin: string, secret: string): string {
  return `${new URL(origin).origin}${LOCAL_BUILD_HOOK_PATH}/${secret}`;
}

const HOST_HEADER = /^(?<name>\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/**
 * Localhost names and IP literals only (as Vite's `allowedHosts`): a DNS rebinding attack needs a
 * domain name of its own, and no page of another site can send a request whose Host is an IP
 * address or localhost. A HOST that is a name (not an address) is allowed too.
 */
export function isLocalHostHeader(host: string | undefined, env: Env): boolean {
  const name = host && HOST_HEADER.exec(host)?.groups?.name?.toLowerCase();
  if (!name) return false;
  const bare = name.replace(/^\[|\]$/g, '');
  const configured = env.HOST?.trim().toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    isIP(bare) !== 0 ||
    (!!configured && isIP(configured) === 0 && name === configured)
  );
}

interface LocalRequestHandlerOptions {
  env: Env;
  buildHook: (req: IncomingMessage, res: ServerResponse) => void;
  site: RequestListener;
}

export function createLocalRequestHandler({
  env,
  buildHook,
  site,
}: LocalRequestHandlerOptions): RequestListener {
  return (req, res) => {
    if (!isLocalHostHeader(req.headers.host, env)) {
      const message =
        'This local server answers only to localhost or an IP address (set HOST to add a name).';
      res.writeHead(403, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message }));
      return;
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === LOCAL_BUILD_HOOK_PATH || path.startsWith(`${LOCAL_BUILD_HOOK_PATH}/`))
      buildHook(req, res);
    else site(req, res);
  };
}

/**
 * Serves `handler` on each host, all on one port (the first host's, when `port` is 0). An extra
 * loopback address the machine lacks (no IPv6) is skipped; the first host failing is an error.
 */
export async function listenLocally(
  handler: RequestListener,
  port: number,
  hosts: string[],
): Promise<{ port: number; addresses: string[]; close: () => Promise<void> }> {
  const [first, ...others] = hosts;
  const main = await listen(handler, port, first);
  const servers = [main];
  const chosenPort = (main.address() as AddressInfo).port;
  for (const host of others) {
    try {
      servers.push(await listen(handler, chosenPort, host));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EADDRNOTAVAIL' && code !== 'EAFNOSUPPORT') throw error;
    }
  }
  return {
    port: chosenPort,
    addresses: servers.map((server) => (server.address() as AddressInfo).address),
    close: async () => {
      await Promise.all(
        servers.map((server) => {
          server.closeAllConnections();
          return new Promise((resolve) => server.close(resolve));
        }),
      );
    },
  };
}

const KEEP_ALIVE_MS = 65_000;

/** One http.Server listens on one address. */
function listen(handler: RequestListener, port: number, host: string | undefined): Promise<Server> {
  // Node closes an idle kept-alive socket after 5 s; a client that sends on it at that moment gets
  // ECONNRESET (seen in CI: a call queued behind another to the same function left its socket idle
  // that long). Idle sockets live a minute instead, longer than a test or a click waits.
  const server = createServer(
    { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1_000 },
    handler,
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
