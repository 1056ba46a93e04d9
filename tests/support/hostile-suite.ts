/**
 * Hostile input, property-based (fast-check): generated hostile requests (anonymous, customer,
 * admin) to the functions in-process, on a local Blobs server of the suite's own; every answer
 * keeps the rules of hostile-answers.ts. HOSTILE_INPUT_SCALE=10 runs 10× the cases.
 */
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CALLBACK_SIGNATURE_HEADER,
  signCallback,
} from '../../src/features/esims/callback-signature.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { errorResponse } from '../../src/lib/http.ts';
import { recordAttack } from './attack-log.ts';
import { createAnswerChecker, type RefusalWrites } from './hostile-answers.ts';
import { createHostileFixtures, localAdapters, type HostileFixtures } from './hostile-fixtures.ts';
import {
  hostileRequests,
  jsonBodies,
  toRequest,
  type HostileRequest,
  type RequestShape,
} from './hostile-requests.ts';
import { hostileString, nearValidPayload } from './hostile-values.ts';
import { functionContext } from './netlify-context.ts';
import { useLocalBlobs } from './use-local-blobs.ts';

const CUSTOMER_EMAIL = 'traveller@example.com';
const ADMIN_EMAIL = 'owner@roamly.example';
/** The password tests/support/accounts.ts signs every customer in with. */
export const PASSWORD = 'a test customer passphrase';
const WEBHOOK_SECRET = 'whsec_hostile_input_secret';
const SCALE = Number(process.env.HOSTILE_INPUT_SCALE ?? 1);

type AnyHandler = (
  req: Request,
  context?: ReturnType<typeof functionContext>,
) => Promise<Response | void>;
interface Target {
  handler: AnyHandler;
  path: string;
  shape: RequestShape;
  refusalWrites?: RefusalWrites;
  /** Last touch on a generated request (the webhook signs some bodies). */
  prepare?: (spec: HostileRequest) => HostileRequest;
}
/** [function, cases, what to send]; what to send is read once the fixtures exist. */
export type Targets = [string, number, () => Target][];

/** The suite's accounts, tokens and orders (a live binding: set before the first test). */
export let f: HostileFixtures;
/** The completed order's eSIM, which eSIM Go callbacks name. */
export let completedIccid = '';

export const json = (fields: Parameters<typeof nearValidPayload>[0]) =>
  jsonBodies(nearValidPayload(fields));
/**
 * Mostly payloads that fail validation, seldom valid ones: each valid one costs a scrypt
 * (milliseconds at the suite's test cost, ~1 s at the production cost).
 */
export const seldomValid = (
  invalid: Parameters<typeof nearValidPayload>[0],
  valid: Parameters<typeof nearValidPayload>[0],
  oneIn: number,
) =>
  jsonBodies(
    fc.oneof(
      { weight: oneIn - 1, arbitrary: nearValidPayload(invalid) },
      { weight: 1, arbitrary: nearValidPayload(valid) },
    ),
  );
export const anyone = () => [f.customer.token, f.admin.token];
export const customers = () => [
  f.customer.token,
  f.customer.token,
  f.customer.token,
  f.admin.token,
];
export const admins = () => [f.admin.token, f.admin.token, f.admin.token, f.customer.token];
export const pick = (good: readonly string[], hostile = hostileString) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...good) }, { weight: 2, arbitrary: hostile });
export const emails = [
  CUSTOMER_EMAIL,
  ADMIN_EMAIL,
  ' Traveller@Example.com ',
  'nobody@example.com',
];

/** A signature header of 'valid' is replaced by the real signature of the body. */
export const VALID_SIGNATURE = 'valid';

/** An eSIM Go callback whose signature header is 'valid' gets the real signature of its body. */
export function signedCallback(spec: HostileRequest): HostileRequest {
  if (spec.headers[CALLBACK_SIGNATURE_HEADER] !== VALID_SIGNATURE || spec.body.kind !== 'text')
    return spec;
  return {
    ...spec,
    headers: { ...spec.headers, [CALLBACK_SIGNATURE_HEADER]: signCallback(spec.body.text) },
  };
}

const stripe = new Stripe('sk_test_unused');
/** A Stripe webhook whose signature header is 'valid' gets Stripe's real signature of its body. */
export function signed(spec: HostileRequest): HostileRequest {
  if (spec.headers['stripe-signature'] !== VALID_SIGNATURE || spec.body.kind !== 'text')
    return spec;
  const signature = stripe.webhooks.generateTestHeaderString({
    payload: spec.body.text,
    secret: WEBHOOK_SECRET,
  });
  return { ...spec, headers: { ...spec.headers, 'stripe-signature': signature } };
}

const casesOf = (runs: number) => Math.max(1, Math.round(runs * SCALE));

/**
 * Registers the suite: its store and fixtures, one test per function, then the count of cases run.
 */
export function describeHostileInput(name: string, targets: Targets): void {
  let checker: ReturnType<typeof createAnswerChecker>;
  const plannedCases = targets.reduce((sum, [, runs]) => sum + casesOf(runs), 0);

  const blobs = useLocalBlobs({
    env: localAdapters({ ADMIN_EMAILS: ADMIN_EMAIL, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
  });
  beforeAll(async () => {
    checker = createAnswerChecker(blobs.directory);
    checker.silenceConsole();
    f = await createHostileFixtures(CUSTOMER_EMAIL, ADMIN_EMAIL);
    completedIccid = (await findOrder(f.orderIds.completed))?.iccid ?? '';
  });
  afterAll(() =>
    console.info(`Hostile input (${name}): ${checker.cases} cases\n${checker.summary()}`),
  );

  async function fuzz(label: string, runs: number, target: Target): Promise<void> {
    const property = fc.asyncProperty(hostileRequests(target.shape), async (generated) => {
      const spec = target.prepare ? target.prepare(generated) : generated;
      await checker.check(
        label,
        () => target.handler(toRequest(target.path, spec), functionContext(spec.params, spec.ip)),
        target.refusalWrites,
      );
    });
    await fc.assert(property, { numRuns: casesOf(runs) });
  }

  describe(`hostile requests to the ${name} functions`, () => {
    test('the checks themselves catch a 5xx, a 4xx without a JSON message, and a write on refusal', async () => {
      const writesThenRefuses = async () => {
        await openStore('contact').setJSON('probe', {});
        return errorResponse(400, 'Refused after writing');
      };
      await expect(checker.check('self-check', writesThenRefuses)).rejects.toThrow(
        /added contact\/probe/,
      );
      await expect(
        checker.check('self-check', async () => new Response('Bad request', { status: 400 })),
      ).rejects.toThrow(/content-type|JSON/i);
      await expect(
        checker.check('self-check', async () => errorResponse(500, 'Broken')),
      ).rejects.toThrow(/answered 500/);
    });

    test.each(targets)(
      '%s: never a 5xx, every 4xx is JSON with a message, a refusal stores nothing',
      (label, runs, target) => fuzz(label, runs, target()),
      120_000 * SCALE,
    );

    test(`ran all ${plannedCases} hostile cases`, () => {
      expect(checker.cases).toBeGreaterThanOrEqual(plannedCases);
      recordAttack({
        item: 'hostile',
        attack: `generated hostile requests to the ${targets.length} ${name} functions (never a 5xx, every refusal JSON, nothing stored)`,
        tries: checker.cases,
        outcome: 'refused',
      });
    });
  });
}
