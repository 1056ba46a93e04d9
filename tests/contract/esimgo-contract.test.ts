import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ProviderError, type EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { createEsimGoProvider } from '../../src/features/provisioning/providers/esimgo.server.ts';
import { choicesOf } from '../support/esimgo-contract-sampler.ts';
import { CALLS, type AdapterCall } from '../support/esimgo-contract-calls.ts';
import {
  startEsimGoContractServer,
  type AnswerPlan,
  type EsimGoContractServer,
} from '../support/esimgo-contract-server.ts';

/**
 * Every method of the eSIM Go adapter against a local eSIM Go built from
 * docs/esim-go/openapi-v2.4-subset.yaml: each request must be one it describes, each answer it
 * allows must be read, each error status it lists a clear ProviderError. Answers: its examples,
 * then its schemas with many seeds.
 */
const SEEDS = Array.from({ length: 40 }, (_, index) => index + 1);
const ERROR_SEEDS = [1, 2, 3];

let harness: EsimGoContractServer;
let provider: EsimProvider;

beforeAll(async () => {
  harness = await startEsimGoContractServer();
  provider = createEsimGoProvider({
    apiKey: harness.apiKey,
    baseUrl: harness.baseUrl,
    timeoutMs: 5000,
  });
});

afterAll(() => harness.stop());

/**
 * Runs `call` with its operations answered as planned; what it returned or threw, and what was
 * exchanged.
 */
async function drive(call: AdapterCall, plans: AnswerPlan[]) {
  harness.clear();
  call.operations.forEach((operation, index) =>
    harness.plan(operation, plans[index] ?? { mode: 'static', status: 200 }),
  );
  const settled = await call.run(provider).then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );
  return { ...settled, exchanges: harness.exchanges() };
}

/**
 * The rules every call keeps, whatever was answered; a failure names the answers that led to it.
 */
function expectContractKept(call: AdapterCall, outcome: Awaited<ReturnType<typeof drive>>) {
  try {
    expectKept(call, outcome);
  } catch (failure) {
    const answers = outcome.exchanges.map(
      ({ operation, status, body }) => `${operation} ${status} ${JSON.stringify(body)}`,
    );
    throw Object.assign(failure as Error, {
      message: `${(failure as Error).message}\n    after: ${answers.join('\n    then: ')}`,
    });
  }
}

function expectKept(
  call: AdapterCall,
  { value, error, exchanges }: Awaited<ReturnType<typeof drive>>,
) {
  expect(exchanges.map((exchange) => exchange.operation)).toEqual(
    call.operations.slice(0, exchanges.length),
  );
  expect(exchanges.flatMap((exchange) => exchange.requestViolations)).toEqual([]);
  expect(exchanges.flatMap((exchange) => exchange.answerViolations)).toEqual([]);
  const refused = exchanges.find((exchange) => exchange.status >= 300);
  const answer = refused && call.answers?.[refused.status];
  if (refused && !answer) return expectClearError(call, refused.status, error);
  if (!refused && call.refusesOnPurpose?.when(exchanges))
    return expectRefusedOnPurpose(call, call.refusesOnPurpose.message, error);
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
  expect({ retryable, outcomeUnknown }).toEqual({
    retryable: status === 429 || status >= 500,
    outcomeUnknown: call.placesOrder === true && status >= 500,
  });
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
      ...call.operations.map(
        (operation) =>
          harness.contract.operation(operation).answers.find((answer) => answer.status === 200)!
            .examples.length,
      ),
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
        call.operations.map((_, index) => ({
          mode: 'dynamic',
          status: 200,
          seed: seed * 10 + index,
        })),
      );
      outcome.exchanges.forEach((exchange) =>
        exchange.choices.forEach((choice) => seen.add(`${exchange.operation} ${choice}`)),
      );
      expectContractKept(call, outcome);
    }
    const offered = call.operations.flatMap((operation) =>
      choicesOf(
        harness.contract.operation(operation).answers.find((answer) => answer.status === 200)!
          .schema,
      ).map((choice) => `${operation} ${choice}`),
    );
    expect(offered.filter((choice) => !seen.has(choice))).toEqual([]);
  });

  test('answers each error status the document lists as a clear ProviderError, or as the refusal the port promises', async () => {
    for (const [index, operation] of call.operations.entries()) {
      for (const status of errorStatuses(operation)) {
        const before: AnswerPlan[] = call.operations
          .slice(0, index)
          .map(() => ({ mode: 'static', status: 200 }));
        expectContractKept(call, await drive(call, [...before, { mode: 'static', status }]));
        for (const seed of ERROR_SEEDS)
          expectContractKept(
            call,
            await drive(call, [...before, { mode: 'dynamic', status, seed }]),
          );
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
