/**
 * docs/esim-go/openapi-v2.4-subset.yaml read into operations: each with its parameters, request
 * body and, per status it lists, the media type, schema and examples of the answer. `$ref`s are
 * resolved, those inside examples too (the document's NOTE on POST /orders says why).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** A JSON Schema as OpenAPI 3.0 writes it, its `$ref`s resolved. */
export type Schema = { [keyword: string]: unknown };

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

/** One status an operation lists: its media type, schema and the document's examples of it. */
interface AnswerSpec {
  status: number;
  mediaType: string;
  schema: Schema;
  examples: unknown[];
}

export interface Operation {
  /** `GET /esims/{iccid}`: how tests name it. */
  key: string;
  method: string;
  template: string;
  parameters: Parameter[];
  body: { mediaTypes: string[]; schema: Schema; required: boolean } | null;
  answers: AnswerSpec[];
}

const DOCUMENT_URL = new URL('../../docs/esim-go/openapi-v2.4-subset.yaml', import.meta.url);

export const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Replaces every `$ref` by what it points at (the subset has no cycles). */
function resolveRefs(node: unknown, root: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, root));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') {
    const names = node.$ref.slice(2).split('/');
    const target = names.reduce<unknown>(
      (at, name) => (at as Schema)[name.replaceAll('~1', '/').replaceAll('~0', '~')],
      root,
    );
    return resolveRefs(target, root);
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, resolveRefs(value, root)]),
  );
}

function answersOf(responses: Schema): AnswerSpec[] {
  return Object.entries(responses).flatMap(([status, response]) =>
    Object.entries(((response as Schema).content ?? {}) as Record<string, Schema>).map(
      ([mediaType, media]) => ({
        status: Number(status),
        mediaType,
        schema: media.schema as Schema,
        examples: [
          ...('example' in media ? [media.example] : []),
          ...Object.values((media.examples ?? {}) as Record<string, { value: unknown }>).map(
            (example) => example.value,
          ),
        ],
      }),
    ),
  );
}

/** The whole document (resolved) and its operations. */
export function readEsimGoDocument(): { document: Schema; operations: Operation[] } {
  const raw = parse(readFileSync(DOCUMENT_URL, 'utf8')) as Schema;
  const document = resolveRefs(raw, raw) as Schema;
  const operations = Object.entries(
    document.paths as Record<string, Record<string, Schema>>,
  ).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, spec]): Operation => {
      const body = spec.requestBody as
        { content: Record<string, { schema: Schema }>; required?: boolean } | undefined;
      return {
        key: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        parameters: (spec.parameters ?? []) as Parameter[],
        body: body
          ? {
              mediaTypes: Object.keys(body.content),
              schema: Object.values(body.content)[0]!.schema,
              required: body.required === true,
            }
          : null,
        answers: answersOf(spec.responses as Schema),
      };
    }),
  );
  return { document, operations };
}
