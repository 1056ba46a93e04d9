/**
 * The local production-like site. NetlifyDev, Netlify's own emulator, serves dist/: static files,
 * the headers of dist/_headers, the redirects of dist/_redirects and netlify.toml, and the
 * functions. It reads dist/_redirects, and its own copy of dist/_headers, when it starts, so a
 * local rebuild changes neither (nor need it: the redirects come from content/countries.json and
 * the CSP hashes from the code). Around it, only what it does differently from Netlify, each in a
 * module of emulator-workarounds/ with a test that fails on the day the emulator is fixed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NetlifyDev } from '@netlify/dev';
import { compressForClient } from './emulator-workarounds/compression.ts';
import type { FunctionLanes } from './emulator-workarounds/function-lanes.ts';
import { multipartRequestForEmulator } from './emulator-workarounds/multipart-body.ts';
import { notFoundPage } from './emulator-workarounds/not-found-page.ts';
import { createNotFoundRewrites } from './emulator-workarounds/not-found-rewrites.ts';
import { isScheduledFunctionPath, type ScheduledFunction } from './local-schedule.ts';
import { sendResponse } from './send-response.ts';

interface LocalSiteOptions {
  netlify: NetlifyDev;
  /**
   * Queues calls per function around the emulator's build race (emulator-workarounds/function-lanes.ts),
   * needed only when its bundles are not reused (emulator-workarounds/reuse-builds.ts).
   */
  lanes?: FunctionLanes;
  /** The folder of netlify.toml, with the build in dist/. */
  projectRoot: URL;
  /** Functions only their schedule runs: their URL answers as a path nothing serves (local-schedule.ts). */
  scheduled?: readonly ScheduledFunction[];
}

export function createLocalSite({ netlify, lanes, projectRoot, scheduled = [] }: LocalSiteOptions) {
  const notFoundRewrites = createNotFoundRewrites(projectRoot);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      forwardClientAddress(req);
      const origin = `http://${req.headers.host ?? 'localhost'}`;
      const url = new URL(req.url ?? '/', origin);
      if (isScheduledFunctionPath(url.pathname, scheduled)) {
        await sendResponse(await notFoundPage(netlify, origin), res);
        return;
      }
      const upload = await multipartRequestForEmulator(req, url);
      const emulate = () => (upload ? netlify.handleAndIntrospect(upload) : netlify.handleAndIntrospectNodeRequest(req));
      const functionName = lanes?.functionFor(url.pathname, req.method ?? 'GET');
      const answer = await (lanes && functionName ? lanes.run(functionName, emulate) : emulate());
      const response = answer ? await notFoundRewrites.withRuleStatus(new Request(url), answer) : await notFoundPage(netlify, origin);
      await sendResponse(compressForClient(withoutRuntimeHeaders(response), req.headers['accept-encoding']), res);
    } catch (error) {
      console.error('Local server error', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal server error' }));
    }
  }

  return { handle };
}

/**
 * The emulator gives functions the last address of X-Forwarded-For as context.ip, which the client
 * writes: without one a client had no address (and no per-IP throttle), with one any it liked.
 * Netlify gives the address of the connection, so the header is replaced by the socket's address.
 */
function forwardClientAddress(req: IncomingMessage): void {
  req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
}

/**
 * Netlify's function bootstrap (@netlify/serverless-functions-api, bundled into every function)
 * adds its own x-nf-* headers to a function's answer for the platform: x-nf-fetch-timing lists
 * every outgoing call the function made, its host, time and status (so, each Blobs read and
 * write), x-nf-invocation-metadata and x-nf-start-timestamp the runtime. They say what a caller
 * must not learn (whether an e-mail has an account, whether an order exists): never sent on.
 */
function withoutRuntimeHeaders(response: Response): Response {
  const internal = [...response.headers.keys()].filter((name) => name.startsWith('x-nf-'));
  if (internal.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const name of internal) headers.delete(name);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
