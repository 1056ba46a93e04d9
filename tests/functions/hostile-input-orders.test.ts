/**
 * Hostile input to the checkout, order, eSIM and provider-callback functions
 * (tests/support/hostile-suite.ts): never a 5xx, every 4xx JSON with a message, a refusal stores
 * nothing. Signed webhooks and callbacks get real signatures for some generated bodies.
 */
import fc from 'fast-check';
import completeOrder from '../../netlify/functions/complete-order.mts';
import createPaymentIntent from '../../netlify/functions/create-payment-intent.mts';
import esimTopUpPlans from '../../netlify/functions/esim-top-up-plans.mts';
import esimgoCallback from '../../netlify/functions/esimgo-callback.mts';
import orderCompany from '../../netlify/functions/order-company.mts';
import orderDocuments from '../../netlify/functions/order-documents.mts';
import orderQr from '../../netlify/functions/order-qr.mts';
import orderRefund from '../../netlify/functions/order-refund.mts';
import orders from '../../netlify/functions/orders.mts';
import provisionOrderBackground from '../../netlify/functions/provision-order-background.mts';
import redriveOrders from '../../netlify/functions/redrive-orders.mts';
import stripeWebhook from '../../netlify/functions/stripe-webhook.mts';
import testPaymentsConfirm from '../../netlify/functions/test-payments-confirm.mts';
import { CALLBACK_SIGNATURE_HEADER } from '../../src/features/esims/callback-signature.ts';
import { jsonBodies } from '../support/hostile-requests.ts';
import { headerValue, nearValidPayload } from '../support/hostile-values.ts';
import {
  anyone,
  completedIccid,
  customers,
  describeHostileInput,
  f,
  json,
  pick,
  signed,
  signedCallback,
  type Targets,
  VALID_SIGNATURE,
} from '../support/hostile-suite.ts';
import { DELIVERY_CONSENT_KEY } from '../../src/features/checkout/billing-consent.ts';

const targets: Targets = [
  [
    'create-payment-intent',
    150,
    () => ({
      handler: createPaymentIntent,
      path: '/api/create-payment-intent',
      shape: {
        methods: ['POST'],
        sessions: customers(),
        body: json({
          planId: ['us-5gb-7d', 'fr-5gb-7d', 'jp-5gb-7d', 'atlantis-5gb-7d'],
          topUpOf: [f.orderIds.completed, f.orderIds.pending, f.orderIds.someoneElses],
          billingCountry: ['FR', 'GB', 'US'],
          deliveryConsent: [DELIVERY_CONSENT_KEY],
          business: [
            { name: 'Acme SAS', address: '1 rue de la Paix, Paris', vatId: 'FR12345678901' },
            { name: 'Acme Ltd', address: '', vatId: null },
          ],
        }),
      },
    }),
  ],
  [
    'test-payments-confirm',
    150,
    () => ({
      handler: testPaymentsConfirm,
      path: '/api/test-payments/confirm',
      shape: {
        methods: ['POST'],
        sessions: anyone(),
        body: json({
          clientSecret: [
            f.unpaid.clientSecret,
            f.paid.clientSecret,
            `${f.unpaid.paymentIntentId}_secret_${'0'.repeat(32)}`,
          ],
          cardNumber: ['4242 4242 4242 4242', '4000 0000 0000 0002', '4242424242424241'],
        }),
      },
    }),
  ],
  [
    'complete-order',
    150,
    () => ({
      handler: completeOrder,
      path: '/api/complete-order',
      shape: {
        methods: ['POST'],
        sessions: customers(),
        body: json({
          paymentIntentId: [
            f.unpaid.paymentIntentId,
            f.paid.paymentIntentId,
            'pi_test_000000000000000000000000',
          ],
          planId: ['us-5gb-7d', 'fr-5gb-7d'],
        }),
      },
    }),
  ],
  [
    'stripe-webhook',
    120,
    () => ({
      handler: stripeWebhook,
      path: '/api/stripe/webhook',
      shape: {
        methods: ['POST'],
        sessions: [],
        headers: fc.record({
          'stripe-signature': fc.oneof(
            { weight: 3, arbitrary: fc.constant(VALID_SIGNATURE) },
            { weight: 1, arbitrary: fc.oneof(headerValue, fc.constantFrom('t=1,v1=deadbeef', '')) },
          ),
        }),
        body: jsonBodies(
          nearValidPayload({
            id: fc.uuid().map((id) => `evt_${id.replaceAll('-', '')}`),
            object: ['event'],
            type: ['payment_intent.succeeded', 'charge.refunded'],
            data: fc.record({
              object: nearValidPayload({
                id: [
                  f.paid.paymentIntentId,
                  f.unpaid.paymentIntentId,
                  'pi_test_000000000000000000000000',
                ],
                object: ['payment_intent'],
              }),
            }),
          }),
        ),
      },
      prepare: signed,
    }),
  ],
  [
    'esimgo-callback',
    120,
    () => ({
      handler: esimgoCallback,
      path: '/api/esimgo/callback',
      shape: {
        methods: ['POST'],
        sessions: [],
        headers: fc.record({
          [CALLBACK_SIGNATURE_HEADER]: fc.oneof(
            { weight: 3, arbitrary: fc.constant(VALID_SIGNATURE) },
            { weight: 1, arbitrary: fc.oneof(headerValue, fc.constantFrom('', 'deadbeef')) },
          ),
        }),
        body: json({
          iccid: [completedIccid, '8988000000000000001'],
          alertType: ['Utilisation', 'FirstUse', 'FirstAttachment'],
          bundle: nearValidPayload({
            id: ['asg-1', 'asg-2'],
            name: ['esim_5GB_7D_US_V2'],
            initialQuantity: [5_000_000_000],
            remainingQuantity: [0, 1_000_000_000, 4_950_000_000, '250000000'],
            startTime: ['2030-05-01T10:00:00Z'],
            endTime: ['2030-05-08T10:00:00Z', null],
            unlimited: [false, true],
          }),
        }),
      },
      prepare: signedCallback,
    }),
  ],
  [
    'orders',
    120,
    () => ({
      handler: orders,
      path: '/api/orders',
      shape: { methods: ['GET'], sessions: customers() },
    }),
  ],
  [
    'order-qr',
    150,
    () => ({
      handler: orderQr,
      path: '/api/orders/x/qr',
      shape: {
        methods: ['GET'],
        sessions: customers(),
        params: fc.record(
          { id: pick([f.orderIds.completed, f.orderIds.pending, f.orderIds.someoneElses]) },
          { requiredKeys: [] },
        ),
      },
    }),
  ],
  [
    'order-refund',
    100,
    () => ({
      handler: orderRefund,
      path: '/api/orders/x/refund',
      shape: {
        methods: ['POST'],
        sessions: customers(),
        params: fc.record(
          { id: pick([f.orderIds.completed, f.orderIds.pending, f.orderIds.someoneElses]) },
          { requiredKeys: [] },
        ),
      },
    }),
  ],
  [
    'order-documents',
    80,
    () => ({
      handler: orderDocuments,
      path: '/api/orders/x/invoice',
      shape: {
        methods: ['GET'],
        sessions: customers(),
        params: fc.record(
          { id: pick([f.orderIds.completed, f.orderIds.pending, f.orderIds.someoneElses]) },
          { requiredKeys: [] },
        ),
      },
    }),
  ],
  [
    'order-company',
    100,
    () => ({
      handler: orderCompany,
      path: '/api/orders/x/company',
      shape: {
        methods: ['POST'],
        sessions: customers(),
        params: fc.record(
          { id: pick([f.orderIds.completed, f.orderIds.pending, f.orderIds.someoneElses]) },
          { requiredKeys: [] },
        ),
        body: json({
          name: ['Beispiel GmbH'],
          address: ['Hauptstraße 1, Berlin'],
          vatId: ['DE123456789', null],
          country: ['DE'],
        }),
      },
    }),
  ],
  [
    'esim-top-up-plans',
    120,
    () => ({
      handler: esimTopUpPlans,
      path: '/api/esims/x/top-up-plans',
      shape: {
        methods: ['GET'],
        sessions: customers(),
        params: fc.record(
          { id: pick([f.orderIds.completed, f.orderIds.pending, f.orderIds.someoneElses]) },
          { requiredKeys: [] },
        ),
      },
    }),
  ],
  [
    'provision-order-background',
    80,
    () => ({
      handler: provisionOrderBackground,
      path: '/.netlify/functions/provision-order-background',
      shape: {
        methods: ['POST'],
        sessions: [],
        body: json({ orderId: [f.orderIds.pending, f.orderIds.completed, '0'.repeat(24)] }),
      },
    }),
  ],
  [
    'redrive-orders',
    30,
    () => ({
      handler: redriveOrders,
      path: '/.netlify/functions/redrive-orders',
      shape: {
        methods: ['POST'],
        sessions: [],
        body: json({ next_run: [new Date().toISOString()] }),
      },
    }),
  ],
];

describeHostileInput('checkout, order and eSIM', targets);
