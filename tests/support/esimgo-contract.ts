/**
 * eSIM Go's v2.4 contract as docs/esim-go/openapi-v2.4-subset.yaml gives it: its operations, the
 * check of a request against them (esimgo-contract-requests.ts) and the check of an answer against
 * the schema of its status, with ajv. The contract harness and the stand-in tests use it.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import {
  isObject,
  readEsimGoDocument,
  type Operation,
  type Schema,
} from './esimgo-contract-document.ts';
import {
  checkRequest,
  mediaTypeOf,
  parseJson,
  type ReceivedRequest,
} from './esimgo-contract-requests.ts';

export interface EsimGoContract {
  readonly document: Schema;
  readonly operations: Operation[];
  operation(key: string): Operation;
  /**
   * The operation a method and path name, if the document has one; literal segments win over
   * templates.
   */
  match(
    method: string,
    path: string,
  ): { operation: Operation; pathParams: Record<string, string> } | null;
  /** What in the request breaks the document, each as a sentence; empty when nothing does. */
  checkRequest(request: ReceivedRequest, apiKey: string): string[];
  /**
   * What in an answer breaks the document: a status it does not list, a body outside the schema.
   */
  checkAnswer(operation: Operation, status: number, contentType: string, body: string): string[];
}

/** The document's `oneOf`s overlap (its NOTE on POST /orders): each means "one of these shapes". */
function oneOfAsAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(oneOfAsAnyOf);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key === 'oneOf' ? 'anyOf' : key,
      oneOfAsAnyOf(value),
    ]),
  );
}

const literalSegments = (template: string) =>
  template.split('/').filter((segment) => !segment.startsWith('{')).length;

/** Reads the subset document and prepares its checks. */
export function loadEsimGoContract(): EsimGoContract {
  const { document, operations } = readEsimGoDocument();
  const ajv = new Ajv({ allErrors: true, strict: true, keywords: ['example'] });
  addFormats(ajv);
  const validators = new Map<Schema, ValidateFunction>();
  const validate = (schema: Schema, value: unknown): string[] => {
    if (!validators.has(schema))
      validators.set(schema, ajv.compile(oneOfAsAnyOf(schema) as Schema));
    const check = validators.get(schema)!;
    return check(value)
      ? []
      : (check.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message}`);
  };
  const byPrecedence = [...operations].sort(
    (a, b) => literalSegments(b.template) - literalSegments(a.template),
  );

  function match(method: string, path: string) {
    for (const operation of byPrecedence) {
      const names: string[] = [];
      const pattern = operation.template.replace(
        /\{(\w+)\}/g,
        (_, name: string) => (names.push(name), '([^/]+)'),
      );
      const found = new RegExp(`^${pattern}$`).exec(path);
      if (operation.method !== method || !found) continue;
      return {
        operation,
        pathParams: Object.fromEntries(
          names.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]),
        ),
      };
    }
    return null;
  }

  return {
    document,
    operations,
    operation(key) {
      const operation = operations.find((candidate) => candidate.key === key);
      if (!operation) throw new Error(`No operation ${key} in the document`);
      return operation;
    },
    match,
    checkRequest(request, apiKey) {
      const matched = match(request.method, request.path);
      if (!matched) return [`${request.method} ${request.path} is no operation of the document`];
      return checkRequest(matched.operation, matched.pathParams, request, apiKey, validate);
    },
    checkAnswer(operation, status, contentType, body) {
      const spec = operation.answers.find((answer) => answer.status === status);
      if (!spec) return [`${operation.key} lists no status ${status}`];
      // POST /orders' errors are text/plain with a JSON object schema (the document's NOTE): either
      // is what it means.
      const meant =
        spec.mediaType === 'text/plain' && spec.schema.type === 'object'
          ? ['text/plain', 'application/json']
          : [spec.mediaType];
      if (!meant.includes(mediaTypeOf(contentType)))
        return [`${operation.key} ${status} is ${spec.mediaType}, not ${contentType}`];
      const parsed = parseJson(body);
      // Text answers: the document's own example is an empty text, so only a JSON one is checked.
      if (mediaTypeOf(contentType) !== 'application/json' && parsed === undefined) return [];
      if (parsed === undefined) return [`${operation.key} ${status} is not JSON`];
      return validate(spec.schema, parsed.value).map(
        (error) => `${operation.key} ${status}: ${error}`,
      );
    },
  };
}
