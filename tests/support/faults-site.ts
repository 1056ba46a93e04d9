/**
 * The site around the order handlers, locally: an origin whose background function really runs
 * (answers 202, then runs the real handler in this process with the trigger's signature header),
 * handler calls addressed to it, and Stripe-signed webhook events. Tests point SITE_URL at it.
 */
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll } from 'vitest';
import provisionBackground from '../../netlify/functions/provision-order-background.mts';
import {
  PROVISION_FUNCTION_PATH,
  TRIGGER_SIGNATURE_HEADER,
} from '../../src/features/provisioning/provisioning-trigger.server.ts';
import { call, type CallOptions } from './call.ts';
import { setEnv } from './env.ts';
import { startHttpServer } from './local-http.ts';
import { functionContext } from './netlify-context.ts';

type Handler = (
  req: Request,
  context: ReturnType<typeof functionContext>,
) => Promise<Response> | Response;

export interface SiteOrigin {
  origin: string;
  /** False: the platform refuses background invocations (503), as in an outage. */
  setBackgroundAvailable(available: boolean): void;
  /** Resolves when every background run asked for so far has ended. */
  idle(): Promise<void>;
  /** Accepts triggers (202) but starts no run until the returned release is called. */
  holdBackground(): () => void;
  /** Order ids of every signed trigger received so far, in order of arrival. */
  triggered(): string[];
  stop(): Promise<void>;
}

/**
 * Runs are queued one after another: concurrent runs of one order are safe on Netlify, where
 * Blobs' `onlyIfNew` claim is atomic, but the local server checks it non-atomically
 * (docs/decisions/0010-one-module-per-blobs-store.md): at once, they would test the emulator.
 */
async function startSiteOrigin(): Promise<SiteOrigin> {
  let queue: Promise<unknown> = Promise.resolve();
  let available = true;
  let held: (() => void)[] | null = null;
  const triggers: string[] = [];
  const server = await startHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== PROVISION_FUNCTION_PATH)
        return res.writeHead(404).end();
      if (!available) return res.writeHead(503).end();
      res.writeHead(202).end();
      const headers = {
        'Content-Type': 'application/json',
        [TRIGGER_SIGNATURE_HEADER]: String(
          req.headers[TRIGGER_SIGNATURE_HEADER.toLowerCase()] ?? '',
        ),
      };
      const request = new Request(`${origin}${PROVISION_FUNCTION_PATH}`, {
        method: 'POST',
        headers,
        body,
      });
      try {
        triggers.push(String((JSON.parse(body) as { orderId?: unknown }).orderId));
      } catch {
        triggers.push('(not JSON)');
      }
      const start = () => void (queue = queue.then(() => provisionBackground(request)));
      if (held) held.push(start);
      else start();
    });
  });
  const { origin } = server;
  async function idle() {
    // A run may be queued while an earlier one ends: wait until the queue stops growing.
    for (let seen; seen !== queue;) await (seen = queue);
  }
  return {
    origin,
    setBackgroundAvailable: (value) => void (available = value),
    idle,
    holdBackground() {
      held ??= [];
      return () => {
        const waiting = held ?? [];
        held = null;
        for (const start of waiting) start();
      };
    },
    triggered: () => [...triggers],
    async stop() {
      await idle();
      await server.stop();
    },
  };
}

/**
 * The site for the file's tests, with SITE_URL pointing at it: started before them, stopped after
 * them, and idle (every background run ended) after each.
 */
export function useSiteOrigin(): SiteOrigin {
  const site = {} as SiteOrigin;
  let restoreEnv: () => void;
  beforeAll(async () => {
    Object.assign(site, await startSiteOrigin());
    restoreEnv = setEnv({ SITE_URL: site.origin });
  });
  afterEach(() => site.idle());
  afterAll(async () => {
    await site.stop();
    restoreEnv();
  });
  return site;
}

/** Calls a handler in-process as a browser on `origin` would (same-site JSON, session cookie). */
export function callAt(
  origin: string,
  handler: Handler,
  path: string,
  options: Omit<CallOptions, 'origin'> = {},
) {
  return call(handler, path, { ...options, origin });
}

/** A `payment_intent.succeeded` event for an intent, signed as Stripe signs it. */
export function signedSucceededEvent(paymentIntentId: string, eventId: string, secret: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: paymentIntentId, object: 'payment_intent' } },
  });
  const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}
