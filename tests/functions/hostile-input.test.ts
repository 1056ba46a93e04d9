/**
 * Hostile input, property-based (fast-check): every function is called in-process against a real
 * local Blobs server with generated hostile requests (anonymous, as a customer, as an admin), and
 * every answer keeps DESIGN.md §7's rules: never a 5xx; every 4xx is JSON with a non-empty
 * `message`; a refused call changes no stored record. HOSTILE_INPUT_SCALE=10 runs 10× the cases.
 */
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import adminCatalogue from '../../netlify/functions/admin-catalogue.mts';
import adminContactMessages from '../../netlify/functions/admin-contact-messages.mts';
import adminPlansExport from '../../netlify/functions/admin-plans-export.mts';
import adminRestorePrevious from '../../netlify/functions/admin-restore-previous.mts';
import adminStats from '../../netlify/functions/admin-stats.mts';
import adminUploadPlans from '../../netlify/functions/admin-upload-plans.mts';
import authForgotPassword from '../../netlify/functions/auth-forgot-password.mts';
import authRegister from '../../netlify/functions/auth-register.mts';
import authResendVerification from '../../netlify/functions/auth-resend-verification.mts';
import authResetPassword from '../../netlify/functions/auth-reset-password.mts';
import authSignin from '../../netlify/functions/auth-signin.mts';
import authSignout from '../../netlify/functions/auth-signout.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import completeOrder from '../../netlify/functions/complete-order.mts';
import contact from '../../netlify/functions/contact.mts';
import createPaymentIntent from '../../netlify/functions/create-payment-intent.mts';
import login from '../../netlify/functions/login.mts';
import orderQr from '../../netlify/functions/order-qr.mts';
import orderRefund from '../../netlify/functions/order-refund.mts';
import esimTopUpPlans from '../../netlify/functions/esim-top-up-plans.mts';
import orders from '../../netlify/functions/orders.mts';
import plans from '../../netlify/functions/plans.mts';
import provisionOrderBackground from '../../netlify/functions/provision-order-background.mts';
import redriveOrders from '../../netlify/functions/redrive-orders.mts';
import stripeWebhook from '../../netlify/functions/stripe-webhook.mts';
import esimgoCallback from '../../netlify/functions/esimgo-callback.mts';
import { CALLBACK_SIGNATURE_HEADER, signCallback } from '../../src/features/esims/callback-signature.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import testPaymentsConfirm from '../../netlify/functions/test-payments-confirm.mts';
import tooManyRequests from '../../netlify/functions/too-many-requests.mts';
import verifyEmail from '../../netlify/functions/verify-email.mts';
import { createAnswerChecker, type RefusalWrites } from '../support/hostile-answers.ts';
import { createHostileFixtures, useLocalAdapters, type HostileFixtures } from '../support/hostile-fixtures.ts';
import { hostileQuery, hostileRequests, jsonBodies, toRequest, type HostileRequest, type RequestShape } from '../support/hostile-requests.ts';
import { hostileUploads } from '../support/hostile-uploads.ts';
import { forgedToken, headerValue, hostileJson, hostileString, nearValidPayload } from '../support/hostile-values.ts';
import { startLocalBlobs, type LocalBlobs } from '../support/blobs-server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { errorResponse } from '../../src/lib/http.ts';
import { functionContext } from '../support/netlify-context.ts';
import { recordAttack } from '../support/attack-log.ts';

const CUSTOMER_EMAIL = 'traveller@example.com';
const ADMIN_EMAIL = 'owner@roamly.example';
/** The password tests/support/accounts.ts signs every customer in with. */
const PASSWORD = 'a test customer passphrase';
const WEBHOOK_SECRET = 'whsec_hostile_input_secret';
const SCALE = Number(process.env.HOSTILE_INPUT_SCALE ?? 1);

let blobs: LocalBlobs;
let checker: ReturnType<typeof createAnswerChecker>;
let f: HostileFixtures;
let restoreEnvironment: () => void;

beforeAll(async () => {
  blobs = await startLocalBlobs();
  checker = createAnswerChecker(blobs.directory);
  checker.silenceConsole();
  restoreEnvironment = useLocalAdapters({ ADMIN_EMAILS: ADMIN_EMAIL, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  f = await createHostileFixtures(CUSTOMER_EMAIL, ADMIN_EMAIL);
}, 60_000);

/** The completed order's eSIM, which eSIM Go callbacks name. */
let completedIccid = '';
beforeAll(async () => {
  completedIccid = (await findOrder(f.orderIds.completed))?.iccid ?? '';
});

afterAll(async () => {
  vi.restoreAllMocks();
  restoreEnvironment();
  console.info(`Hostile input: ${checker.cases} cases\n${checker.summary()}`);
  await blobs.stop();
});

type AnyHandler = (req: Request, context?: Parameters<typeof plans>[1]) => Promise<Response | void>;
interface Target {
  handler: AnyHandler;
  path: string;
  shape: RequestShape;
  refusalWrites?: RefusalWrites;
  /** Last touch on a generated request (the webhook signs some bodies). */
  prepare?: (spec: HostileRequest) => HostileRequest;
}

const json = (fields: Parameters<typeof nearValidPayload>[0]) => jsonBodies(nearValidPayload(fields));
/** Mostly payloads that fail validation, seldom valid ones: each valid one costs a scrypt (~1 s here). */
const seldomValid = (invalid: Parameters<typeof nearValidPayload>[0], valid: Parameters<typeof nearValidPayload>[0], oneIn: number) =>
  jsonBodies(fc.oneof({ weight: oneIn - 1, arbitrary: nearValidPayload(invalid) }, { weight: 1, arbitrary: nearValidPayload(valid) }));
const anyone = () => [f.customer.token, f.admin.token];
const customers = () => [f.customer.token, f.customer.token, f.customer.token, f.admin.token];
const admins = () => [f.admin.token, f.admin.token, f.admin.token, f.customer.token];
const pick = (good: readonly string[], hostile = hostileString) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...good) }, { weight: 2, arbitrary: hostile });
const emails = [CUSTOMER_EMAIL, ADMIN_EMAIL, ' Traveller@Example.com ', 'nobody@example.com'];

/** An eSIM Go callback signature header of 'valid' is replaced by the real signature of the body. */
function signedCallback(spec: HostileRequest): HostileRequest {
  if (spec.headers[CALLBACK_SIGNATURE_HEADER] !== VALID_SIGNATURE || spec.body.kind !== 'text') return spec;
  return { ...spec, headers: { ...spec.headers, [CALLBACK_SIGNATURE_HEADER]: signCallback(spec.body.text) } };
}

/** A signature header of 'valid' is replaced by Stripe's real signature of the body. */
const VALID_SIGNATURE = 'valid';
const stripe = new Stripe('sk_test_unused');
function signed(spec: HostileRequest): HostileRequest {
  if (spec.headers['stripe-signature'] !== VALID_SIGNATURE || spec.body.kind !== 'text') return spec;
  const signature = stripe.webhooks.generateTestHeaderString({ payload: spec.body.text, secret: WEBHOOK_SECRET });
  return { ...spec, headers: { ...spec.headers, 'stripe-signature': signature } };
}

// [function, cases, what to send]; the upload runs late so a rare accepted file cannot thin out the
// catalogue for the checkout functions, and restore-previous runs after it to undo one.
const targets: [string, number, () => Target][] = [
  [
    'plans',
    200,
    () => ({
      handler: plans,
      path: '/api/plans',
      shape: {
        methods: ['GET', 'HEAD'],
        sessions: anyone(),
        params: fc.oneof(fc.constant({}), fc.record({ countryCode: pick(['fr', 'US', 'QQ', 'usa', 'u%24', '%E0%A4%A']) })),
        headers: fc.record({ 'if-none-match': pick(['"default"', '*', 'W/"default"'], headerValue) }, { requiredKeys: [] }),
      },
    }),
  ],
  ['login', 60, () => ({ handler: login, path: '/api/login', shape: { methods: ['GET'], sessions: anyone() } })],
  [
    'too-many-requests',
    40,
    () => ({ handler: tooManyRequests, path: '/api/too-many-requests', shape: { methods: ['GET', 'POST'], sessions: anyone(), body: json({}) } }),
  ],
  [
    'auth-register',
    60,
    () => ({
      handler: authRegister,
      path: '/api/auth/register',
      shape: {
        methods: ['POST'],
        sessions: anyone(),
        body: seldomValid(
          { email: ['not-an-email', 'a@'], password: [PASSWORD, 'short'], confirmPassword: [PASSWORD], firstName: ['Ada'], lastName: ['Lovelace'] },
          {
            email: [...emails, 'new-traveller@example.com'],
            password: [PASSWORD],
            confirmPassword: [PASSWORD],
            firstName: ['Ada', ''],
            lastName: ['Lovelace'],
          },
          12,
        ),
      },
    }),
  ],
  [
    'auth-signin',
    80,
    () => ({
      handler: authSignin,
      path: '/api/auth/signin',
      shape: {
        methods: ['POST'],
        sessions: anyone(),
        body: seldomValid(
          { email: ['not-an-email', '', 'a@b@c'], password: [PASSWORD, 'a wrong passphrase'] },
          { email: emails, password: [PASSWORD, 'a wrong passphrase'] },
          4,
        ),
      },
      // DESIGN.md §7: failed sign-ins are counted per account (unknown e-mails too) to slow guessing;
      // that counter is the one write a refusal makes on purpose, and only a 401 makes it.
      refusalWrites: (record, status) => status === 401 && record.store === 'users' && record.key.startsWith('throttle/'),
    }),
  ],
  ['auth-signout', 100, () => ({ handler: authSignout, path: '/api/auth/signout', shape: { methods: ['POST'], sessions: f.spareTokens, body: json({}) } })],
  ['auth-user', 150, () => ({ handler: authUser, path: '/api/auth/user', shape: { methods: ['GET'], sessions: anyone() } })],
  [
    'auth-forgot-password',
    120,
    () => ({ handler: authForgotPassword, path: '/api/auth/forgot-password', shape: { methods: ['POST'], sessions: anyone(), body: json({ email: emails }) } }),
  ],
  [
    'auth-reset-password',
    100,
    () => ({
      handler: authResetPassword,
      path: '/api/auth/reset-password',
      shape: {
        methods: ['POST'],
        sessions: anyone(),
        body: json({
          token: fc.oneof(fc.constant(f.resetToken), forgedToken),
          password: ['a brand new passphrase', 'password'],
          confirmPassword: ['a brand new passphrase'],
        }),
      },
    }),
  ],
  [
    'auth-resend-verification',
    80,
    () => ({ handler: authResendVerification, path: '/api/auth/resend-verification', shape: { methods: ['POST'], sessions: customers(), body: json({}) } }),
  ],
  [
    'verify-email',
    150,
    () => ({
      handler: verifyEmail,
      path: '/api/verify-email',
      shape: {
        methods: ['GET'],
        sessions: anyone(),
        query: fc.oneof(
          hostileQuery,
          fc.oneof(fc.constant(f.verifyToken), forgedToken, hostileString).map((token) => new URLSearchParams({ token }).toString()),
        ),
      },
    }),
  ],
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
          clientSecret: [f.unpaid.clientSecret, f.paid.clientSecret, `${f.unpaid.paymentIntentId}_secret_${'0'.repeat(32)}`],
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
          paymentIntentId: [f.unpaid.paymentIntentId, f.paid.paymentIntentId, 'pi_test_000000000000000000000000'],
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
                id: [f.paid.paymentIntentId, f.unpaid.paymentIntentId, 'pi_test_000000000000000000000000'],
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
  ['orders', 120, () => ({ handler: orders, path: '/api/orders', shape: { methods: ['GET'], sessions: customers() } })],
  [
    'order-qr',
    150,
    () => ({
      handler: orderQr,
      path: '/api/orders/x/qr',
      shape: {
        methods: ['GET'],
        sessions: customers(),
        params: fc.record({ id: pick([f.orderIds.completed, f.orderIds.pending, f.orderIds.someoneElses]) }, { requiredKeys: [] }),
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
        params: fc.record({ id: pick([f.orderIds.completed, f.orderIds.pending, f.orderIds.someoneElses]) }, { requiredKeys: [] }),
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
        params: fc.record({ id: pick([f.orderIds.completed, f.orderIds.pending, f.orderIds.someoneElses]) }, { requiredKeys: [] }),
      },
    }),
  ],
  [
    'contact',
    150,
    () => ({
      handler: contact,
      path: '/api/contact',
      shape: {
        methods: ['POST'],
        sessions: anyone(),
        body: json({
          name: ['Ana Traveller'],
          email: ['ana@example.com'],
          subject: ['activation', 'weather'],
          message: ['My eSIM shows No Service.'],
          website: ['', 'http://spam.example'],
          startedAt: [Date.now() - 60_000, Date.now()],
        }),
      },
    }),
  ],
  ['admin-stats', 80, () => ({ handler: adminStats, path: '/api/admin/stats', shape: { methods: ['GET'], sessions: admins() } })],
  ['admin-catalogue', 80, () => ({ handler: adminCatalogue, path: '/api/admin/catalogue', shape: { methods: ['GET'], sessions: admins() } })],
  ['admin-plans-export', 60, () => ({ handler: adminPlansExport, path: '/api/admin/plans-export', shape: { methods: ['GET'], sessions: admins() } })],
  [
    'admin-contact-messages',
    80,
    () => ({ handler: adminContactMessages, path: '/api/admin/contact-messages', shape: { methods: ['GET'], sessions: admins() } }),
  ],
  [
    'admin-upload-plans',
    300,
    () => ({
      handler: adminUploadPlans,
      path: '/api/admin/upload-plans',
      shape: {
        methods: ['POST'],
        sessions: admins(),
        body: hostileUploads,
        headers: fc.oneof({ weight: 4, arbitrary: fc.constant({ 'x-requested-with': 'fetch' }) }, { weight: 1, arbitrary: fc.constant({}) }),
      },
    }),
  ],
  [
    'admin-restore-previous',
    100,
    () => ({
      handler: adminRestorePrevious,
      path: '/api/admin/restore-previous',
      shape: { methods: ['POST'], sessions: admins(), body: jsonBodies(fc.oneof(fc.constant({}), hostileJson, nearValidPayload({}))) },
    }),
  ],
  [
    'provision-order-background',
    80,
    () => ({
      handler: provisionOrderBackground,
      path: '/.netlify/functions/provision-order-background',
      shape: { methods: ['POST'], sessions: [], body: json({ orderId: [f.orderIds.pending, f.orderIds.completed, '0'.repeat(24)] }) },
    }),
  ],
  [
    'redrive-orders',
    30,
    () => ({
      handler: redriveOrders,
      path: '/.netlify/functions/redrive-orders',
      shape: { methods: ['POST'], sessions: [], body: json({ next_run: [new Date().toISOString()] }) },
    }),
  ],
];

const casesOf = (runs: number) => Math.max(1, Math.round(runs * SCALE));
const PLANNED_CASES = targets.reduce((sum, [, runs]) => sum + casesOf(runs), 0);

async function fuzz(label: string, runs: number, target: Target): Promise<void> {
  const property = fc.asyncProperty(hostileRequests(target.shape), async (generated) => {
    const spec = target.prepare ? target.prepare(generated) : generated;
    await checker.check(label, () => target.handler(toRequest(target.path, spec), functionContext(spec.params, spec.ip)), target.refusalWrites);
  });
  await fc.assert(property, { numRuns: casesOf(runs) });
}

describe('hostile requests to every function', () => {
  test('the checks themselves catch a 5xx, a 4xx without a JSON message, and a write on refusal', async () => {
    const writesThenRefuses = async () => {
      await openStore('contact').setJSON('probe', {});
      return errorResponse(400, 'Refused after writing');
    };
    await expect(checker.check('self-check', writesThenRefuses)).rejects.toThrow(/added contact\/probe/);
    await expect(checker.check('self-check', async () => new Response('Bad request', { status: 400 }))).rejects.toThrow(/content-type|JSON/i);
    await expect(checker.check('self-check', async () => errorResponse(500, 'Broken'))).rejects.toThrow(/answered 500/);
  });

  test.each(targets)(
    '%s: never a 5xx, every 4xx is JSON with a message, a refusal stores nothing',
    (label, runs, target) => fuzz(label, runs, target()),
    120_000 * SCALE,
  );

  test(`ran all ${PLANNED_CASES} hostile cases`, () => {
    console.info(`Hostile input: ${checker.cases} cases checked`);
    expect(checker.cases).toBeGreaterThanOrEqual(PLANNED_CASES);
    recordAttack({
      item: 'hostile',
      attack: `generated hostile requests to ${targets.length} functions (never a 5xx, every refusal JSON, nothing stored)`,
      tries: checker.cases,
      outcome: 'refused',
    });
  });
});
