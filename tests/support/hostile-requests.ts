/**
 * Hostile requests as plain data (so fast-check can shrink and print them) and the `Request`
 * each one becomes: wrong methods, cross-site origins, forged or huge cookies, content types
 * that lie, bodies that are not JSON, garbage multipart, odd query strings and path params.
 */
import fc from 'fast-check';
import {
  deeplyNestedJson,
  EDGE_STRINGS,
  forgedToken,
  headerValue,
  hostileString,
  malformedJson,
} from './hostile-values.ts';

type FormPart =
  { name: string; value: string } | { name: string; fileName: string; bytes: Uint8Array };

export type BodySpec =
  | { kind: 'none' }
  /** `type`: the content type it claims when the request says what its body is ('auto'). */
  | { kind: 'text'; text: string; type?: string }
  | { kind: 'bytes'; bytes: Uint8Array }
  | { kind: 'form'; parts: FormPart[] };

export interface HostileRequest {
  secure: boolean;
  method: string;
  query: string;
  /**
   * 'same': this site's origin; 'other-protocol': the site on the other scheme; else sent as is.
   */
  origin: string | undefined;
  fetchSite: string | undefined;
  /** 'auto': what the body implies (JSON for text, multipart with its boundary for a form). */
  contentType: string | undefined;
  cookie: string | undefined;
  headers: Record<string, string>;
  body: BodySpec;
  params: Record<string, string>;
  ip: string;
}

/**
 * Nothing listens on port 9, so a provisioning trigger fails at once instead of reaching a dev
 * server.
 */
const SITE = { http: 'http://localhost:9', https: 'https://localhost:9' };

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json;charset=utf-16',
  'application/json-patch+json',
  'application/jsonx',
  'text/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  '',
];

const HEADER_NAMES = [
  'x-requested-with',
  'content-length',
  'if-none-match',
  'x-forwarded-for',
  'x-nf-request-id',
  'x-http-method-override',
  'authorization',
  'accept',
  'stripe-signature',
];

const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.oneof(fc.constantFrom(...HEADER_NAMES), fc.stringMatching(/^x-[a-z0-9-]{1,20}$/)),
  fc.oneof(
    headerValue,
    fc.constantFrom('0', '1', '99999999', '-1', 'abc', 'fetch', 'XMLHttpRequest'),
  ),
  { maxKeys: 3 },
);

/** What a header can carry of a string: other characters become '?'. */
const latin1 = (text: string) => text.replace(/[^\x20-\x7e\x80-\xff]/g, '?');

/** Stands for the session cookie's right name on the request's scheme (`sid` or `__Host-sid`). */
const SESSION_COOKIE = '{session}';
const cookieName = fc.oneof(
  { weight: 6, arbitrary: fc.constant(SESSION_COOKIE) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('sid', '__Host-sid', 'SID', '__Secure-sid', 'signed_in'),
  },
);

/**
 * Cookie headers: none, a real session under the right or the wrong name, forged tokens, a real
 * session after a forged one of the same name, one buried in a huge cookie, or raw garbage.
 * Repeat a token in `realTokens` to send it more often.
 */
function hostileCookies(realTokens: readonly string[]): fc.Arbitrary<string | undefined> {
  const real = realTokens.length > 0 ? fc.constantFrom(...realTokens) : forgedToken;
  const tokenLike = fc.oneof(
    forgedToken,
    real.map((token) => token.slice(1)),
    hostileString.map((text) => text.slice(0, 200)),
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 6, arbitrary: fc.tuple(cookieName, real).map(([name, token]) => `${name}=${token}`) },
    {
      weight: 2,
      arbitrary: fc.tuple(cookieName, forgedToken).map(([name, token]) => `${name}=${token}`),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(cookieName, tokenLike).map(([name, token]) => `${name}=${latin1(token)}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(cookieName, forgedToken, real)
        .map(([name, forged, token]) => `${name}=${forged}; ${name}=${token}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 4_000, max: 64_000 }), cookieName, real)
        .map(([size, name, token]) => `pad=${'a'.repeat(size)}; ${name}=${token}; signed_in=1`),
    },
    { weight: 1, arbitrary: headerValue },
  );
}

/** Query strings: parameters with hostile names and values, broken escapes, or nothing. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(hostileString, hostileString, { maxKeys: 3 })
    .map((params) => new URLSearchParams(params).toString()),
  fc
    .array(
      fc.constantFrom(
        '%E0%A4%A',
        '%00',
        '&&',
        '==',
        'a=%ZZ',
        '%',
        '+',
        '?',
        '#',
        ...EDGE_STRINGS.slice(0, 8),
      ),
      { maxLength: 5 },
    )
    .map((parts) => parts.join('&')),
);

/** A body for a function that reads JSON: mostly `payload` as JSON, else everything JSON is not. */
export function jsonBodies(payload: fc.Arbitrary<unknown>): fc.Arbitrary<BodySpec> {
  const text = (arbitrary: fc.Arbitrary<string>) =>
    arbitrary.map((value): BodySpec => ({ kind: 'text', text: value }));
  return fc.oneof(
    { weight: 8, arbitrary: text(payload.map((value) => JSON.stringify(value) ?? 'null')) },
    { weight: 2, arbitrary: text(malformedJson(payload)) },
    { weight: 1, arbitrary: text(deeplyNestedJson) },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 2_000 })
        .map((bytes): BodySpec => ({ kind: 'bytes', bytes })),
    },
    { weight: 1, arbitrary: multipartGarbage },
    { weight: 1, arbitrary: fc.constant<BodySpec>({ kind: 'none' }) },
  );
}

/** Multipart forms of text fields and files with hostile names and contents. */
export const multipartGarbage: fc.Arbitrary<BodySpec> = fc
  .array(
    fc.oneof(
      fc.record({ name: fc.oneof(fc.constant('file'), hostileString), value: hostileString }),
      fc.record({
        name: fc.oneof(fc.constant('file'), hostileString),
        fileName: hostileString,
        bytes: fc.uint8Array({ maxLength: 2_000 }),
      }),
    ),
    { maxLength: 4 },
  )
  .map((parts): BodySpec => ({ kind: 'form', parts }));

export interface RequestShape {
  /** The methods the function answers; other methods are sent too, less often. */
  methods: readonly string[];
  /** Real session tokens to send (repeat one to send it more often); none for anonymous calls. */
  sessions: readonly string[];
  body?: fc.Arbitrary<BodySpec>;
  params?: fc.Arbitrary<Record<string, string>>;
  query?: fc.Arbitrary<string>;
  /** Headers this function reads (Stripe-Signature, If-None-Match…), on top of random ones. */
  headers?: fc.Arbitrary<Record<string, string>>;
}

/**
 * Half the requests are hostile all over (method, origin, content type, headers); the other half
 * come in the envelope the function expects, so their hostile payloads reach the domain code.
 */
export function hostileRequests(shape: RequestShape): fc.Arbitrary<HostileRequest> {
  const specific = shape.headers ?? fc.constant({});
  const cookies = hostileCookies(shape.sessions);
  const common = {
    secure: fc.boolean(),
    query: shape.query ?? hostileQuery,
    body: shape.body ?? fc.constant<BodySpec>({ kind: 'none' }),
    params: shape.params ?? fc.constant({}),
    ip: fc.oneof(
      fc.constant('203.0.113.7'),
      fc.ipV4(),
      fc.ipV6(),
      hostileString.map((text) => text.slice(0, 100)),
    ),
  };
  const proper = fc.record({
    ...common,
    method: fc.constantFrom(...shape.methods),
    cookie:
      shape.sessions.length === 0
        ? cookies
        : fc.oneof(
            {
              weight: 3,
              arbitrary: fc
                .constantFrom(...shape.sessions)
                .map((token) => `${SESSION_COOKIE}=${token}`),
            },
            { weight: 1, arbitrary: cookies },
          ),
    origin: fc.constantFrom('same', undefined),
    fetchSite: fc.constantFrom('same-origin', undefined),
    contentType: fc.constant('auto'),
    headers: specific,
  });
  const hostile = fc.record({
    ...common,
    cookie: cookies,
    method: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...shape.methods) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'GET',
          'HEAD',
          'POST',
          'PUT',
          'PATCH',
          'DELETE',
          'OPTIONS',
          'PROPFIND',
        ),
      },
    ),
    origin: fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom('same', undefined) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          'https://evil.example',
          'null',
          'http://localhost:9.evil.example',
          'http://localhost',
          'other-protocol',
        ),
      },
      { weight: 1, arbitrary: headerValue },
    ),
    fetchSite: fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom('same-origin', undefined) },
      { weight: 2, arbitrary: fc.constantFrom('same-site', 'cross-site', 'none', '') },
      { weight: 1, arbitrary: headerValue },
    ),
    contentType: fc.oneof(
      { weight: 2, arbitrary: fc.constant('auto') },
      { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: headerValue },
    ),
    headers: fc.tuple(extraHeaders, specific).map(([random, chosen]) => ({ ...random, ...chosen })),
  });
  return fc.oneof(proper, hostile);
}

function bodyInit(body: BodySpec): BodyInit | undefined {
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'text':
      return body.text;
    case 'bytes':
      return body.bytes as Uint8Array<ArrayBuffer>;
    case 'form': {
      const form = new FormData();
      for (const part of body.parts) {
        if ('value' in part) form.append(part.name, part.value);
        else
          form.append(part.name, new File([part.bytes as Uint8Array<ArrayBuffer>], part.fileName));
      }
      return form;
    }
  }
}

/** The `Request` a hostile request describes, to `path` on this site. */
export function toRequest(path: string, spec: HostileRequest): Request {
  const site = spec.secure ? SITE.https : SITE.http;
  const headers = new Headers(spec.headers);
  const origin =
    spec.origin === 'same'
      ? site
      : spec.origin === 'other-protocol'
        ? spec.secure
          ? SITE.http
          : SITE.https
        : spec.origin;
  if (origin !== undefined) headers.set('origin', origin);
  if (spec.fetchSite !== undefined) headers.set('sec-fetch-site', spec.fetchSite);
  if (spec.cookie !== undefined)
    headers.set(
      'cookie',
      spec.cookie.replaceAll(SESSION_COOKIE, spec.secure ? '__Host-sid' : 'sid'),
    );
  const hasBody = spec.method !== 'GET' && spec.method !== 'HEAD' && spec.body.kind !== 'none';
  const contentType =
    spec.contentType === 'auto'
      ? spec.body.kind === 'text'
        ? (spec.body.type ?? 'application/json')
        : undefined
      : spec.contentType;
  if (contentType !== undefined) headers.set('content-type', contentType);
  return new Request(`${site}${path}${spec.query ? `?${spec.query}` : ''}`, {
    method: spec.method,
    headers,
    body: hasBody ? bodyInit(spec.body) : undefined,
  });
}
