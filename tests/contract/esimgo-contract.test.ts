import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod';
import { ProviderError, type EsimProvider } from '../../src/features/provisioning/provider.ts';
import { createEsimGoProvider } from '../../src/features/provisioning/providers/esimgo.server.ts';
import { choicesOf } from '../support/esimgo-contract-sampler.ts';
import { startEsimGoContractServer, type AnswerPlan, type EsimGoContractServer, type Exchange } from '../support/esimgo-contract-server.ts';
import { bundleRefundSchema, esimUsageSchema, provisionResultSchema, topUpSchema } from '../support/esimgo-contract-results.ts';

/**
 * Every method of the eSIM Go adapter against a local eSIM Go built from eSIM Go's own v2.4 OpenAPI
 * (docs/esim-go/openapi-v2.4-subset.yaml): each request must be one the document describes, each
 * 2xx answer it allows must be read into the port's types, each error status it lists must be a
 * clear ProviderError (or the refusal the port promises). Answers come from the document's
 * examples, then from its schemas with many seeds (esimgo-contract-sampler.ts).
 */
const SEEDS = Array.from({ length: 40 }, (_, index) => index + 1);
const ERROR_SEEDS = [1, 2, 3];
// Taken from the document's examples, so example answers name the same eSIM and bundle.
const ICCID = '8912345678901234567';
const BUNDLE = 'esim_1GB_7D_GB_V2';
const ASSIGNMENT_ID = '215009266';
const ORDER_REFERENCE = '3a6e2e40-c674-45e9-b289-b35027bf72a9';

interface AdapterCall {
  name: string;
  /** The operations it calls, in order (`usage` reads the eSIM, then its bundles). */
  operations: string[];
  run: (provider: EsimProvider) => Promise<unknown>;
  result: z.ZodType;
  /** A lost answer may hide a purchase: 5xx must say the outcome is unknown. */
  placesOrder?: boolean;
  /**
   * A 2xx answer the document allows that the adapter refuses on purpose, with a retryable
   * ProviderError whose message says why (matching `message`).
   */
  refusesOnPurpose?: { when: (exchanges: Exchange[]) => boolean; message: RegExp };
  /** Statuses that are answers of the port, not errors: a refund's 403, usage's 410. */
  answers?: Partial<Record<number, (value: unknown) => void>>;
  /** What else the value must say, given what eSIM Go answered. */
  agrees?: (value: unknown, exchanges: Exchange[]) => void;
}

const body = (exchange: Exchange | undefined) => (exchange?.body ?? {}) as Record<string, unknown>;
const refusal = (value: unknown) => expect(value).toMatchObject({ ok: false, reason: expect.any(String) });
const refundCall = (name: string, assignmentId: string | null, dryRun: boolean): AdapterCall => ({
  name,
  operations: [assignmentId ? 'DELETE /esims/{iccid}/bundles/{name}/assignments/{assignmentId}' : 'DELETE /esims/{iccid}/bundles/{name}'],
  run: (provider) => provider.refundBundle({ iccid: ICCID, bundle: BUNDLE, assignmentId, dryRun }),
  result: bundleRefundSchema,
  answers: { 403: refusal },
  agrees: (_, [exchange]) => {
    expect(exchange?.path).toBe(assignmentId ? `/esims/${ICCID}/bundles/${BUNDLE}/assignments/${assignmentId}` : `/esims/${ICCID}/bundles/${BUNDLE}`);
    // `transaction` is the default, so a refund may also leave `type` out; a dry run never may.
    expect(exchange?.query.get('type') ?? 'transaction').toBe(dryRun ? 'validate' : 'transaction');
  },
});

/**
 * We always place a transaction, so a 200 without `orderReference` (the validation shape, or a
 * transaction that left it out: the document requires nothing) has lost the reference of what may
 * be a paid order. It must say so, not call the answer unreadable; the caller then looks it up.
 */
const LOST_REFERENCE = { when: ([order]: Exchange[]) => typeof body(order).orderReference !== 'string', message: /without its reference/ };

const CALLS: AdapterCall[] = [
  {
    name: 'order',
    operations: ['POST /orders'],
    run: (provider) => provider.order({ orderId: 'order-1', bundle: BUNDLE }),
    result: provisionResultSchema,
    placesOrder: true,
    refusesOnPurpose: LOST_REFERENCE,
    agrees: (value, [exchange]) => {
      expect(JSON.parse(exchange!.requestBody)).toEqual({ type: 'transaction', assign: true, order: [{ type: 'bundle', item: BUNDLE, quantity: 1 }] });
      expect(value).toMatchObject({ providerReference: body(exchange).orderReference });
    },
  },
  {
    name: 'lookup',
    operations: ['GET /esims/assignments'],
    run: (provider) => provider.lookup(ORDER_REFERENCE),
    result: provisionResultSchema.nullable(),
    agrees: (value, [exchange]) => {
      expect(exchange?.query.get('reference')).toBe(ORDER_REFERENCE);
      const { iccid, matchingId, smdpAddress } = body(exchange);
      const complete = [iccid, matchingId, smdpAddress].every((field) => typeof field === 'string' && field.trim() !== '');
      expect(value).toEqual(
        complete
          ? { kind: 'assigned', providerReference: ORDER_REFERENCE, esim: { iccid, matchingId, smdpAddress } }
          : { kind: 'pending', providerReference: ORDER_REFERENCE },
      );
    },
  },
  {
    name: 'usage',
    operations: ['GET /esims/{iccid}', 'GET /esims/{iccid}/bundles'],
    run: (provider) => provider.usage(ICCID),
    result: esimUsageSchema.nullable(),
    answers: { 410: (value) => expect(value).toBeNull() },
    // Its list is optional too, but an answer without it would read as an eSIM with no bundle, shown as ended (esimgo-usage.server.ts).
    refusesOnPurpose: { when: ([, bundles]) => !Array.isArray(body(bundles).bundles), message: /bundle list/ },
    agrees: (value, [, bundles]) => {
      const assignments = ((body(bundles).bundles ?? []) as { assignments?: unknown[] }[]).flatMap((bundle) => bundle.assignments ?? []);
      // No assignment eSIM Go reports may go missing: the status card and refunds read them all.
      expect((value as { bundles: unknown[] }).bundles).toHaveLength(assignments.length);
    },
  },
  {
    name: 'isCompatible',
    operations: ['GET /esims/{iccid}/compatible/{bundle}'],
    run: (provider) => provider.isCompatible(ICCID, BUNDLE),
    result: z.boolean(),
    agrees: (value, [exchange]) => expect(value).toBe(body(exchange).compatible),
  },
  {
    name: 'topUp',
    operations: ['POST /orders'],
    run: (provider) => provider.topUp({ orderId: 'order-2', iccid: ICCID, bundle: BUNDLE }),
    result: topUpSchema,
    placesOrder: true,
    refusesOnPurpose: LOST_REFERENCE,
    agrees: (value, [exchange]) => {
      const item = { type: 'bundle', item: BUNDLE, quantity: 1, iccids: [ICCID], allowReassign: false };
      expect(JSON.parse(exchange!.requestBody)).toEqual({ type: 'transaction', assign: true, order: [item] });
      expect(value).toEqual({ providerReference: body(exchange).orderReference });
    },
  },
  {
    name: 'lookupTopUp',
    operations: ['GET /orders/{orderReference}'],
    run: (provider) => provider.lookupTopUp(ORDER_REFERENCE, ICCID),
    result: z.boolean().nullable(),
    agrees: (value, [exchange]) => {
      const items = (body(exchange).order ?? []) as { iccids?: string[]; esims?: { iccid?: string }[] }[];
      const names = items.some((item) => item.iccids?.includes(ICCID) || item.esims?.some((esim) => esim.iccid === ICCID));
      // It may say false for an order that failed; it may never say true for one that names another eSIM.
      if (value === true) expect(names).toBe(true);
    },
  },
  refundCall('refundBundle, dry run', ASSIGNMENT_ID, true),
  refundCall('refundBundle', ASSIGNMENT_ID, false),
  refundCall('refundBundle without an assignment id', null, false),
];

let harness: EsimGoContractServer;
let provider: EsimProvider;

beforeAll(async () => {
  harness = await startEsimGoContractServer();
  provider = createEsimGoProvider({ apiKey: harness.apiKey, baseUrl: harness.baseUrl, timeoutMs: 5000 });
});

afterAll(() => harness.stop());

/** Runs `call` with its operations answered as planned; what it returned or threw, and what was exchanged. */
async function drive(call: AdapterCall, plans: AnswerPlan[]) {
  harness.clear();
  call.operations.forEach((operation, index) => harness.plan(operation, plans[index] ?? { mode: 'static', status: 200 }));
  const settled = await call.run(provider).then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );
  return { ...settled, exchanges: harness.exchanges() };
}

/** The rules every call keeps, whatever was answered; a failure names the answers that led to it. */
function expectContractKept(call: AdapterCall, outcome: Awaited<ReturnType<typeof drive>>) {
  try {
    expectKept(call, outcome);
  } catch (failure) {
    const answers = outcome.exchanges.map(({ operation, status, body }) => `${operation} ${status} ${JSON.stringify(body)}`);
    throw Object.assign(failure as Error, { message: `${(failure as Error).message}\n    after: ${answers.join('\n    then: ')}` });
  }
}

function expectKept(call: AdapterCall, { value, error, exchanges }: Awaited<ReturnType<typeof drive>>) {
  expect(exchanges.map((exchange) => exchange.operation)).toEqual(call.operations.slice(0, exchanges.length));
  expect(exchanges.flatMap((exchange) => exchange.requestViolations)).toEqual([]);
  expect(exchanges.flatMap((exchange) => exchange.answerViolations)).toEqual([]);
  const refused = exchanges.find((exchange) => exchange.status >= 300);
  const answer = refused && call.answers?.[refused.status];
  if (refused && !answer) return expectClearError(call, refused.status, error);
  if (!refused && call.refusesOnPurpose?.when(exchanges)) return expectRefusedOnPurpose(call, call.refusesOnPurpose.message, error);
  if (error) throw error;
  if (answer) return answer(value);
  expect(call.result.safeParse(value).error).toBeUndefined();
  call.agrees?.(value, exchanges);
}

function expectClearError(call: AdapterCall, status: number, error: unknown) {
  expect(error).toBeInstanceOf(ProviderError);
  const { message, retryable, outcomeUnknown } = error as ProviderError;
  expect(message).toContain(`(${status})`);
  expect(message).not.toContain(harness.apiKey);
  expect({ retryable, outcomeUnknown }).toEqual({ retryable: status === 429 || status >= 500, outcomeUnknown: call.placesOrder === true && status >= 500 });
}

function expectRefusedOnPurpose(call: AdapterCall, why: RegExp, error: unknown) {
  expect(error).toBeInstanceOf(ProviderError);
  expect(error).toMatchObject({ retryable: true, outcomeUnknown: call.placesOrder === true });
  expect((error as Error).message).toMatch(why);
}

const errorStatuses = (operation: string) =>
  harness.contract
    .operation(operation)
    .answers.map((answer) => answer.status)
    .filter((status) => status >= 300);

describe.each(CALLS)('$name', (call) => {
  test("reads each of the document's examples of a 200 answer", async () => {
    const examples = Math.max(
      ...call.operations.map((operation) => harness.contract.operation(operation).answers.find((answer) => answer.status === 200)!.examples.length),
      1,
    );
    for (let example = 0; example < examples; example += 1) {
      expectContractKept(
        call,
        await drive(
          call,
          call.operations.map(() => ({ mode: 'static', status: 200, example })),
        ),
      );
    }
  });

  test(`reads every 200 answer the schema allows (${SEEDS.length} seeds: fields left out, unfamiliar words, each oneOf branch)`, async () => {
    const seen = new Set<string>();
    for (const seed of SEEDS) {
      const outcome = await drive(
        call,
        call.operations.map((_, index) => ({ mode: 'dynamic', status: 200, seed: seed * 10 + index })),
      );
      outcome.exchanges.forEach((exchange) => exchange.choices.forEach((choice) => seen.add(`${exchange.operation} ${choice}`)));
      expectContractKept(call, outcome);
    }
    const offered = call.operations.flatMap((operation) =>
      choicesOf(harness.contract.operation(operation).answers.find((answer) => answer.status === 200)!.schema).map((choice) => `${operation} ${choice}`),
    );
    expect(offered.filter((choice) => !seen.has(choice))).toEqual([]);
  });

  test('answers each error status the document lists as a clear ProviderError, or as the refusal the port promises', async () => {
    for (const [index, operation] of call.operations.entries()) {
      for (const status of errorStatuses(operation)) {
        const before: AnswerPlan[] = call.operations.slice(0, index).map(() => ({ mode: 'static', status: 200 }));
        expectContractKept(call, await drive(call, [...before, { mode: 'static', status }]));
        for (const seed of ERROR_SEEDS) expectContractKept(call, await drive(call, [...before, { mode: 'dynamic', status, seed }]));
      }
    }
  });
});

test('usage: a 410, a deactivated eSIM in eSIM Go prose docs (not in the document), is no usage rather than an error', async () => {
  const usage = CALLS.find((call) => call.name === 'usage')!;
  for (const plans of [
    [{ mode: 'raw', status: 410, body: { message: 'eSIM deactivated' } }],
    [
      { mode: 'static', status: 200 },
      { mode: 'raw', status: 410, body: {} },
    ],
  ] as AnswerPlan[][]) {
    const outcome = await drive(usage, plans);
    expectContractKept(usage, outcome);
    expect(outcome.value).toBeNull();
  }
});
