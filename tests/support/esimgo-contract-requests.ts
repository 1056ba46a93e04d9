/**
 * What in a request to eSIM Go breaks the operation the document gives it: path and query
 * parameters (present when required, of their type, within their enum, none unknown), the API key,
 * an Accept header that asks for the documented answer, and the JSON body against its schema.
 */
import type { Operation, Parameter, Schema } from './esimgo-contract-document.ts';

/** A request as it reached the harness, its path already stripped of the server's `/v2.4`. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Checks a value against a schema; what is wrong, as sentences. */
export type Validate = (schema: Schema, value: unknown) => string[];

export function checkRequest(
  operation: Operation,
  pathParams: Record<string, string>,
  request: ReceivedRequest,
  apiKey: string,
  validate: Validate,
): string[] {
  const header = (name: string) => [request.headers[name]].flat()[0];
  const violations = operation.parameters
    .filter((parameter) => parameter.in !== 'header') // OpenAPI 3.0 ignores its Accept and Content-Type parameters
    .flatMap((parameter) =>
      checkParameter(
        parameter,
        parameter.in === 'path' ? pathParams[parameter.name] : request.query.get(parameter.name),
        validate,
      ),
    );
  for (const name of new Set(request.query.keys())) {
    if (
      !operation.parameters.some((parameter) => parameter.in === 'query' && parameter.name === name)
    )
      violations.push(`query parameter ${name} is not in the document`);
  }
  if (header('x-api-key') !== apiKey)
    violations.push('the X-API-Key header does not carry the API key');
  const mediaType =
    operation.answers.find((answer) => answer.status < 300)?.mediaType ?? 'application/json';
  if (!acceptsMediaType(header('accept'), mediaType))
    violations.push(`the Accept header does not ask for ${mediaType}, the only answer documented`);
  return [...violations, ...checkBody(operation, header('content-type'), request.body, validate)];
}

/** The parameter's text as the value its schema types, or undefined when it cannot be that type. */
function valueOf(text: string, type: unknown): unknown {
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  if (type === 'integer') return /^-?\d+$/.test(text) ? Number(text) : undefined;
  if (type === 'number')
    return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
  return text;
}

function checkParameter(
  parameter: Parameter,
  text: string | null | undefined,
  validate: Validate,
): string[] {
  const where = `${parameter.in} parameter ${parameter.name}`;
  if (text === null || text === undefined) return parameter.required ? [`${where} is missing`] : [];
  const value = valueOf(text, parameter.schema.type);
  if (value === undefined)
    return [`${where} is ${JSON.stringify(text)}, not a ${String(parameter.schema.type)}`];
  return validate(parameter.schema, value).map(
    (error) => `${where} ${JSON.stringify(text)}: ${error.replace('(body) ', '')}`,
  );
}

function checkBody(
  operation: Operation,
  contentType: string | undefined,
  body: string,
  validate: Validate,
): string[] {
  if (!operation.body) return body ? [`${operation.key} takes no body`] : [];
  if (!body) return operation.body.required ? [`${operation.key} needs a body`] : [];
  if (!operation.body.mediaTypes.includes(mediaTypeOf(contentType)))
    return [
      `the body is ${contentType ?? 'untyped'}, not ${operation.body.mediaTypes.join(' or ')}`,
    ];
  const parsed = parseJson(body);
  if (!parsed) return ['the body is not JSON'];
  return validate(operation.body.schema, parsed.value).map((error) => `request body: ${error}`);
}

/** `application/json` from `application/json; charset=utf-8`. */
export const mediaTypeOf = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

function acceptsMediaType(accept: string | undefined, mediaType: string): boolean {
  const accepted = (accept ?? '').split(',').map(mediaTypeOf);
  return accepted.some(
    (range) => range === mediaType || range === '*/*' || range === `${mediaType.split('/')[0]}/*`,
  );
}

/** The parsed JSON, boxed so that a JSON `null` is told from text that is not JSON. */
export function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}
