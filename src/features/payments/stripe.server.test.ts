/**
 * The Stripe adapter against a local server that speaks Stripe's REST protocol (form-encoded
 * requests, JSON answers, its error shape), since api.stripe.com is out of reach here.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStripeGateway, MAX_SEARCH_PAGES } from './stripe.server.ts';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}
const seen: Seen[] = [];
/** True: every search has one more page. */
let floodSearch = false;
let server: Server;
let port = 0;

const intent = (id: string, form?: URLSearchParams) => ({
  id,
  object: 'payment_intent',
  amount: Number(form?.get('amount') ?? 1500),
  currency: form?.get('currency') ?? 'usd',
  status: id.startsWith('pi_paid') ? 'succeeded' : 'requires_payment_method',
  client_secret: `${id}_secret_abc`,
  metadata: {
    userId: form?.get('metadata[userId]') ?? 'u1',
    planId: form?.get('metadata[planId]') ?? 'us-5gb-7d',
  },
});

const refund = (id: string, paymentIntent: string, amount: number) => ({
  id,
  object: 'refund',
  amount,
  currency: 'usd',
  payment_intent: paymentIntent,
  status: 'succeeded',
});

/**
 * Stripe refunds once per idempotency key; a payment refunded before (the key long expired) is
 * refused.
 */
const refundsByKey = new Map<string, ReturnType<typeof refund>>();
function answerRefund(form: URLSearchParams, res: ServerResponse) {
  const last = seen.at(-1)!;
  const paymentIntent = form.get('payment_intent') ?? '';
  if (paymentIntent === 'pi_paid_long_ago') {
    res.statusCode = 400;
    return res.end(
      JSON.stringify({
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge ch_1 has already been refunded.',
        },
      }),
    );
  }
  if (paymentIntent === 'pi_missing') {
    res.statusCode = 400;
    return res.end(
      JSON.stringify({
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such payment_intent',
        },
      }),
    );
  }
  const key = String(last.headers['idempotency-key']);
  if (!refundsByKey.has(key))
    refundsByKey.set(
      key,
      refund(`re_${refundsByKey.size + 1}`, paymentIntent, Number(form.get('amount'))),
    );
  return res.end(JSON.stringify(refundsByKey.get(key)));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      seen.push({
        method: req.method ?? '',
        path,
        headers: req.headers,
        form: new URLSearchParams(body),
      });
      res.setHeader('Content-Type', 'application/json');
      if (req.method === 'POST' && path === '/v1/payment_intents')
        return res.end(JSON.stringify(intent('pi_created', new URLSearchParams(body))));
      // Retrieved with its payment method expanded: the card's country is tax evidence.
      // Its brand and last 4 digits are printed on the invoice.
      if (req.method === 'GET' && /^\/v1\/payment_intents\/pi_paid(\?|$)/.test(path))
        return res.end(
          JSON.stringify({
            ...intent('pi_paid'),
            payment_method: path.includes('expand')
              ? {
                  id: 'pm_1',
                  object: 'payment_method',
                  type: 'card',
                  card: { brand: 'visa', country: 'FR', display_brand: 'visa', last4: '4242' },
                }
              : 'pm_1',
          }),
        );
      // Paid through Link: a payment method without a card.
      if (req.method === 'GET' && /^\/v1\/payment_intents\/pi_paid_by_link(\?|$)/.test(path))
        return res.end(
          JSON.stringify({
            ...intent('pi_paid_by_link'),
            payment_method: path.includes('expand')
              ? { id: 'pm_2', object: 'payment_method', type: 'link', link: {}, card: null }
              : 'pm_2',
          }),
        );
      if (req.method === 'POST' && path === '/v1/refunds')
        return answerRefund(new URLSearchParams(body), res);
      if (req.method === 'POST' && path === '/v1/payment_intents/pi_open/cancel')
        return res.end(JSON.stringify({ ...intent('pi_open'), status: 'canceled' }));
      if (req.method === 'POST' && path === '/v1/payment_intents/pi_paid/cancel') {
        res.statusCode = 400;
        const message =
          'You cannot cancel this PaymentIntent because it has a status of succeeded.';
        return res.end(
          JSON.stringify({
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message,
            },
          }),
        );
      }
      if (req.method === 'GET' && path.startsWith('/v1/refunds?')) {
        const forIntent = new URL(path, 'http://stripe.local').searchParams.get('payment_intent');
        const data =
          forIntent === 'pi_paid_long_ago' ? [refund('re_long_ago', forIntent, 1500)] : [];
        return res.end(
          JSON.stringify({ object: 'list', url: '/v1/refunds', has_more: false, data }),
        );
      }
      if (req.method === 'GET' && path.startsWith('/v1/payment_intents/search?')) {
        // Stripe's search pages with an opaque next_page token. In a flood it never runs out of
        // pages (thousands of paid intents), to show the adapter stops on its own.
        const query = new URL(path, 'http://stripe.local').searchParams;
        const page = query.get('page');
        if (floodSearch) {
          const number = Number(page?.slice('page_'.length) ?? 0) + 1;
          return res.end(
            JSON.stringify({
              object: 'search_result',
              url: '/v1/payment_intents/search',
              has_more: true,
              next_page: `page_${number}`,
              data: [intent(`pi_paid_flood_${number}`)],
            }),
          );
        }
        const secondPage = page === 'page_2';
        const data = secondPage ? [intent('pi_paid_2')] : [intent('pi_paid_1')];
        return res.end(
          JSON.stringify({
            object: 'search_result',
            url: '/v1/payment_intents/search',
            has_more: !secondPage,
            next_page: secondPage ? null : 'page_2',
            data,
          }),
        );
      }
      res.statusCode = 404;
      res.end(
        JSON.stringify({
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const gateway = () =>
  createStripeGateway({
    secretKey: 'sk_test_local',
    clientOptions: { host: '127.0.0.1', port, protocol: 'http' },
  });

describe('the Stripe gateway', () => {
  test('creates an intent with the amount, currency, metadata, automatic payment methods and an idempotency key', async () => {
    const created = await gateway().createIntent({
      amount: 1500,
      currency: 'usd',
      metadata: { userId: 'u1', planId: 'us-5gb-7d', price: '15.00' },
      idempotencyKey: 'checkout:u1:1',
    });
    expect(created).toEqual({ id: 'pi_created', clientSecret: 'pi_created_secret_abc' });
    const request = seen.find((r) => r.method === 'POST')!;
    expect(request.headers.authorization).toBe('Bearer sk_test_local');
    expect(request.headers['idempotency-key']).toBe('checkout:u1:1');
    expect(Object.fromEntries(request.form)).toMatchObject({
      amount: '1500',
      currency: 'usd',
      'metadata[userId]': 'u1',
      'metadata[planId]': 'us-5gb-7d',
      'metadata[price]': '15.00',
      'automatic_payment_methods[enabled]': 'true',
    });
  });

  test('reads an intent back with its status, amount, metadata, card country, brand and last 4', async () => {
    expect(await gateway().retrieveIntent('pi_paid')).toEqual({
      id: 'pi_paid',
      status: 'succeeded',
      amount: 1500,
      currency: 'usd',
      metadata: { userId: 'u1', planId: 'us-5gb-7d' },
      cardCountry: 'FR',
      paymentCard: { brand: 'visa', last4: '4242' },
    });
    const [request] = seen.filter((r) => r.path.startsWith('/v1/payment_intents/pi_paid?'));
    expect(new URL(request!.path, 'http://stripe.local').searchParams.getAll('expand[0]')).toEqual([
      'payment_method',
    ]);
  });

  test('a payment made without a card has no card country, brand or last 4', async () => {
    expect(await gateway().retrieveIntent('pi_paid_by_link')).toMatchObject({
      id: 'pi_paid_by_link',
      cardCountry: null,
      paymentCard: null,
    });
  });

  test('answers null for an intent Stripe does not know', async () => {
    expect(await gateway().retrieveIntent('pi_missing')).toBeNull();
  });

  test('searches the intents that succeeded since a time (never the unpaid ones), page after page', async () => {
    const since = new Date('2026-11-20T12:00:00Z');
    const listed = await gateway().listSucceededIntents(since);
    expect(listed.map((found) => found.id)).toEqual(['pi_paid_1', 'pi_paid_2']);
    expect(listed[0]).toEqual({
      id: 'pi_paid_1',
      status: 'succeeded',
      amount: 1500,
      currency: 'usd',
      metadata: { userId: 'u1', planId: 'us-5gb-7d' },
    });
    expect(
      seen.some(
        (request) => request.method === 'GET' && request.path.startsWith('/v1/payment_intents?'),
      ),
    ).toBe(false);
    const pages = searches();
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page.get('query')).toBe(`status:'succeeded' AND created>=${since.getTime() / 1000}`);
      expect(page.get('limit')).toBe('100');
    }
    expect(pages[0]?.get('page')).toBeNull();
    expect(pages[1]?.get('page')).toBe('page_2');
  });

  test('a flood of intents cannot keep one re-drive run paging: it reads at most MAX_SEARCH_PAGES pages', async () => {
    seen.length = 0;
    floodSearch = true;
    try {
      const listed = await gateway().listSucceededIntents(new Date('2026-11-20T12:00:00Z'));
      expect(searches()).toHaveLength(MAX_SEARCH_PAGES);
      expect(listed).toHaveLength(MAX_SEARCH_PAGES);
    } finally {
      floodSearch = false;
    }
  });
});

describe('a refund on Stripe', () => {
  const refundRequests = () =>
    seen.filter((request) => request.method === 'POST' && request.path === '/v1/refunds');

  test('refunds the payment intent for the amount, with the idempotency key, as asked by the customer', async () => {
    seen.length = 0;
    const made = await gateway().refund({
      paymentIntentId: 'pi_paid',
      amountCents: 1850,
      idempotencyKey: 'refund:order-1',
    });
    expect(made).toEqual({ id: expect.stringMatching(/^re_/) });
    const [request] = refundRequests();
    expect(request?.headers.authorization).toBe('Bearer sk_test_local');
    expect(request?.headers['idempotency-key']).toBe('refund:order-1');
    expect(Object.fromEntries(request!.form)).toEqual({
      payment_intent: 'pi_paid',
      amount: '1850',
      reason: 'requested_by_customer',
    });
  });

  test('a repeat with the same key is the same refund', async () => {
    const first = await gateway().refund({
      paymentIntentId: 'pi_paid',
      amountCents: 1850,
      idempotencyKey: 'refund:order-2',
    });
    const again = await gateway().refund({
      paymentIntentId: 'pi_paid',
      amountCents: 1850,
      idempotencyKey: 'refund:order-2',
    });
    expect(again).toEqual(first);
  });

  test('a payment Stripe says is already refunded (the key expired) answers the refund made before', async () => {
    expect(
      await gateway().refund({
        paymentIntentId: 'pi_paid_long_ago',
        amountCents: 1500,
        idempotencyKey: 'refund:order-3',
      }),
    ).toEqual({ id: 're_long_ago' });
  });

  test('any other refusal is thrown', async () => {
    await expect(
      gateway().refund({
        paymentIntentId: 'pi_missing',
        amountCents: 1500,
        idempotencyKey: 'refund:order-4',
      }),
    ).rejects.toThrow();
  });
});

describe('cancelling an intent on Stripe', () => {
  test('cancels an unpaid intent as abandoned and answers its new status', async () => {
    seen.length = 0;
    expect(await gateway().cancelIntent('pi_open')).toBe('canceled');
    const [request] = seen.filter((r) => r.method === 'POST');
    expect(request?.path).toBe('/v1/payment_intents/pi_open/cancel');
    expect(Object.fromEntries(request!.form)).toEqual({ cancellation_reason: 'abandoned' });
  });

  test('an intent paid first is not cancelled: Stripe refuses, and the answer is the status it has', async () => {
    expect(await gateway().cancelIntent('pi_paid')).toBe('succeeded');
  });

  test('answers null for an intent Stripe does not know', async () => {
    expect(await gateway().cancelIntent('pi_missing')).toBeNull();
  });
});

/** The search requests the server saw, as their query parameters. */
function searches() {
  return seen
    .filter(
      (request) =>
        request.method === 'GET' && request.path.startsWith('/v1/payment_intents/search?'),
    )
    .map((request) => new URL(request.path, 'http://stripe.local').searchParams);
}
