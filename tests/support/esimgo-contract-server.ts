/**
 * A local eSIM Go built from docs/esim-go/openapi-v2.4-subset.yaml: it records each request that
 * breaks the document and answers as planned (a listed status, from the examples or generated
 * with a seed, or a `raw` answer). With `forwardTo`, a checking proxy in front of a stand-in.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Operation } from './esimgo-contract-document.ts';
import { parseJson } from './esimgo-contract-requests.ts';
import { loadEsimGoContract, type EsimGoContract } from './esimgo-contract.ts';
import { collectKnownWords, sampleFromSchema } from './esimgo-contract-sampler.ts';
import { startHttpServer } from './local-http.ts';

export type AnswerPlan =
  | { mode: 'static'; status: number; example?: number }
  | { mode: 'dynamic'; status: number; seed: number }
  /** An answer the document does not give this operation (eSIM Go's prose docs mention a 410). */
  | { mode: 'raw'; status: number; body: unknown };

/** One request and its answer, with what in either breaks the document. */
export interface Exchange {
  operation: string | null;
  method: string;
  path: string;
  query: URLSearchParams;
  requestBody: string;
  requestViolations: string[];
  status: number;
  body: unknown;
  answerViolations: string[];
  /** What the generator chose for a dynamic answer (see esimgo-contract-sampler.ts). */
  choices: string[];
}

export interface EsimGoContractServer {
  /** Where the adapter points: `http://127.0.0.1:<port>/v2.4`. */
  baseUrl: string;
  apiKey: string;
  contract: EsimGoContract;
  /**
   * How the following requests to `operation` (`GET /esims/{iccid}`) are answered; default 200 from
   * the first example.
   */
  plan(operation: string, answer: AnswerPlan): void;
  exchanges(): Exchange[];
  clear(): void;
  stop(): Promise<void>;
}

const API_KEY = 'contract-test-key-5d0e';

interface Answer {
  status: number;
  contentType: string;
  text: string;
  choices: string[];
}

/**
 * Starts the harness on a free loopback port; `forwardTo` (a stand-in's base URL) makes it a
 * checking proxy.
 */
export async function startEsimGoContractServer({
  forwardTo,
  apiKey = API_KEY,
}: { forwardTo?: string; apiKey?: string } = {}): Promise<EsimGoContractServer> {
  const contract = loadEsimGoContract();
  // Every operation hangs under the server's path, `/v2.4`.
  const basePath = new URL((contract.document.servers as { url: string }[])[0]!.url).pathname;
  const words = collectKnownWords(contract.document);
  const plans = new Map<string, AnswerPlan>();
  const exchanges: Exchange[] = [];

  function planned(operation: Operation): Answer {
    const plan = plans.get(operation.key) ?? { mode: 'static', status: 200 };
    if (plan.mode === 'raw')
      return {
        status: plan.status,
        contentType: 'application/json',
        text: JSON.stringify(plan.body),
        choices: [],
      };
    const spec = operation.answers.find((answer) => answer.status === plan.status);
    if (!spec)
      throw new Error(
        `${operation.key} lists no status ${plan.status}; plan a raw answer for that`,
      );
    const sample =
      plan.mode === 'dynamic' || spec.examples.length === 0
        ? sampleFromSchema(spec.schema, plan.mode === 'dynamic' ? plan.seed : 0, words)
        : { value: spec.examples[(plan.example ?? 0) % spec.examples.length], choices: [] };
    // text/plain answers carry their text as it is; anything else, and JSON bodies in text, as
    // JSON.
    const text =
      typeof sample.value === 'string' && spec.mediaType !== 'application/json'
        ? sample.value
        : JSON.stringify(sample.value);
    return { status: spec.status, contentType: spec.mediaType, text, choices: sample.choices };
  }

  async function forwarded(req: IncomingMessage, body: string): Promise<Answer> {
    const headers = Object.fromEntries(
      ['x-api-key', 'accept', 'content-type'].flatMap((name) =>
        req.headers[name] ? [[name, String(req.headers[name])]] : [],
      ),
    );
    const response = await fetch(`${forwardTo}${(req.url ?? '').slice(basePath.length)}`, {
      method: req.method,
      headers,
      body: body || undefined,
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
      choices: [],
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let requestBody = '';
    for await (const chunk of req) requestBody += chunk;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.startsWith(`${basePath}/`)
      ? url.pathname.slice(basePath.length)
      : url.pathname;
    const method = req.method ?? '';
    const requestViolations = contract.checkRequest(
      { method, path, query: url.searchParams, headers: req.headers, body: requestBody },
      apiKey,
    );
    const operation = contract.match(method, path)?.operation ?? null;
    const answer: Answer =
      forwardTo !== undefined
        ? await forwarded(req, requestBody)
        : operation
          ? planned(operation)
          : {
              status: 404,
              contentType: 'application/json',
              text: JSON.stringify({ message: 'No such operation' }),
              choices: [],
            };
    const planIsRaw = operation && plans.get(operation.key)?.mode === 'raw';
    const answerViolations =
      operation && !planIsRaw
        ? contract.checkAnswer(operation, answer.status, answer.contentType, answer.text)
        : [];
    exchanges.push({
      operation: operation?.key ?? null,
      method,
      path,
      query: url.searchParams,
      requestBody,
      requestViolations,
      status: answer.status,
      body: parseJson(answer.text)?.value ?? answer.text,
      answerViolations,
      choices: answer.choices,
    });
    res.writeHead(answer.status, { 'Content-Type': answer.contentType }).end(answer.text);
  }

  const server = await startHttpServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A plan the document cannot answer is the test's mistake: recorded, so the test fails naming
      // it.
      const failed = `the harness failed: ${String(error)}`;
      exchanges.push({
        operation: null,
        method: req.method ?? '',
        path: req.url ?? '',
        query: new URLSearchParams(),
        requestBody: '',
        requestViolations: [failed],
        status: 500,
        body: failed,
        answerViolations: [],
        choices: [],
      });
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(failed);
    });
  });
  return {
    baseUrl: `${server.origin}${basePath}`,
    apiKey,
    contract,
    plan: (operation, answer) => void plans.set(contract.operation(operation).key, answer),
    exchanges: () => [...exchanges],
    clear() {
      exchanges.length = 0;
      plans.clear();
    },
    stop: server.stop,
  };
}
