/**
 * The local production-like site: Netlify's emulator serves dist/, its headers, redirects and
 * functions, with only its differences from Netlify patched (emulator-workarounds/,
 * docs/decisions/0024-local-platform.md). It reads _redirects and _headers once, at start, which a
 * local rebuild never changes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NetlifyDev } from '@netlify/dev';
import { compressForClient } from './emulator-workarounds/compression.ts';
import { multipartRequestForEmulator } from './emulator-workarounds/multipart-body.ts';
import { notFoundPage } from './emulator-workarounds/not-found-page.ts';
import { createNotFoundRewrites } from './emulator-workarounds/not-found-rewrites.ts';
import { createShadowedRuleHeaders } from './emulator-workarounds/shadowed-rule-headers.ts';
import { isScheduledFunctionPath, type ScheduledFunction } from './local-schedule.ts';
import { sendResponse } from './send-response.ts';

interface LocalSiteOptions {
  netlify: NetlifyDev;
  /** The folder of netlify.toml, with the build in dist/. */
  projectRoot: URL;
  /**
   * Functions only their schedule runs: their URL answers as a path nothing serves
   * (local-schedule.ts).
   */
  scheduled?: readonly ScheduledFunction[];
}

export function createLocalSite({ netlify, projectRoot, scheduled = [] }: LocalSiteOptions) {
  const notFoundRewrites = createNotFoundRewrites(projectRoot);
  const shadowedRuleHeaders = createShadowedRuleHeaders(projectRoot);

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
      const answer = await (upload
        ? netlify.handleAndIntrospect(upload)
        : netlify.handleAndIntrospectNodeRequest(req));
      const response = answer
        ? await notFoundRewrites.withRuleStatus(
            new Request(url),
            await shadowedRuleHeaders.withOwnHeaders(new Request(url), answer),
          )
        : await notFoundPage(netlify, origin);
      await sendResponse(
        compressForClient(withoutRuntimeHeaders(response), req.headers['accept-encoding']),
        res,
      );
    } catch (error) {
      console.error('Local server error', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal server error' }));
    }
  }

  return { handle };
}

/**
 * Netlify gives functions the connection's address as context.ip; the emulator takes the last one
 * of X-Forwarded-For, which the client writes (netlify/primitives
 * packages/functions/dev/src/main.ts: `request.headers.get('x-forwarded-for')`).
 */
function forwardClientAddress(req: IncomingMessage): void {
  req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
}

/**
 * The function bootstrap adds x-nf-* headers for the platform (x-nf-fetch-timing lists every Blobs
 * call: whether an account or an order exists); Netlify drops them, the emulator passes them on
 * (netlify/primitives packages/functions/dev/src/runtimes/nodejs/lambda.ts copies every header).
 */
function withoutRuntimeHeaders(response: Response): Response {
  const internal = [...response.headers.keys()].filter((name) => name.startsWith('x-nf-'));
  if (internal.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const name of internal) headers.delete(name);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
