/**
 * The Stripe adapter against a local server that speaks Stripe's REST protocol (form-encoded
 * requests, JSON answers, its error shape), since api.stripe.com is out of reach here.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStripeGateway } from './stripe.server.ts';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}
const seen: Seen[] = [];
let server: Server;
let port = 0;

const intent = (id: string, form?: URLSearchParams) => ({
  id,
  object: 'payment_intent',
  amount: Number(form?.get('amount') ?? 1500),
  currency: form?.get('currency') ?? 'usd',
  status: id === 'pi_paid' ? 'succeeded' : 'requires_payment_method',
  client_secret: `${id}_secret_abc`,
  metadata: { userId: form?.get('metadata[userId]') ?? 'u1', planId: form?.get('metadata[planId]') ?? 'us-5gb-7d' },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      seen.push({ method: req.method ?? '', path, headers: req.headers, form: new URLSearchParams(body) });
      res.setHeader('Content-Type', 'application/json');
      if (req.method === 'POST' && path === '/v1/payment_intents') return res.end(JSON.stringify(intent('pi_created', new URLSearchParams(body))));
      if (req.method === 'GET' && path === '/v1/payment_intents/pi_paid') return res.end(JSON.stringify(intent('pi_paid')));
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const gateway = () => createStripeGateway({ secretKey: 'sk_test_local', clientOptions: { host: '127.0.0.1', port, protocol: 'http' } });

describe('the Stripe gateway', () => {
  test('creates an intent with the amount, currency, metadata, automatic payment methods and an idempotency key', async () => {
    const created = await gateway().createIntent({ amount: 1500, currency: 'usd', metadata: { userId: 'u1', planId: 'us-5gb-7d', price: '15.00' }, idempotencyKey: 'checkout:u1:1' });
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

  test('reads an intent back with its status, amount and metadata', async () => {
    expect(await gateway().retrieveIntent('pi_paid')).toEqual({
      id: 'pi_paid',
      status: 'succeeded',
      amount: 1500,
      currency: 'usd',
      metadata: { userId: 'u1', planId: 'us-5gb-7d' },
    });
  });

  test('answers null for an intent Stripe does not know', async () => {
    expect(await gateway().retrieveIntent('pi_missing')).toBeNull();
  });
});
