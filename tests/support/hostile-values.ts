/**
 * Hostile values for the property tests of the functions (tests/functions/hostile-input-*.test.ts):
 * strings that break naive code, JSON of the wrong shape, bodies that are not what they claim.
 */
import fc from 'fast-check';

/** Lone surrogates, bidi overrides, zero-width and NUL characters, prototype names, injections. */
export const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '\u202Egnp.exe',
  '\u200B\u200C\u200D\u2060',
  '\uFEFF',
  'e\u0301',
  '\u05D0\u05D1\u200F!',
  '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}',
  '\uFDFA',
  '\uFFFF',
  'ß',
  'İ',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '${process.env}',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'NaN',
  '-0',
  '1e309',
  'null',
] as const;

/**
 * Up to ~100 KB of one character (or a short unit), ASCII, accented, astral, NUL or a lone
 * surrogate.
 */
const hugeString: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 1_000, max: 100_000 }),
    fc.constantFrom('x', 'é', '\u{1F600}', '\u0000', '\uD800', '\u202E', 'a"\\'),
  )
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...EDGE_STRINGS), fc.string({ maxLength: 6 })), {
        maxLength: 6,
      })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: hugeString },
);

/**
 * An object whose own keys are `__proto__`, `constructor` or `prototype` (JSON.parse makes them own
 * keys).
 */
const prototypeKeys: fc.Arbitrary<unknown> = fc
  .constantFrom(
    '{"__proto__":{"isAdmin":true,"userId":"admin"}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"prototype":null,"__proto__":[]}',
    '{"__proto__":"x","toString":1,"valueOf":{}}',
  )
  .map((text) => JSON.parse(text) as unknown);

/**
 * Any JSON value of the wrong shape: hostile strings, odd numbers, arrays, objects, prototype keys.
 */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(-0, 1e308, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: prototypeKeys },
);

/** JSON of `value` with extra own keys spliced in, `__proto__` included. */
function withExtraKeys(value: unknown, extras: [string, unknown][]): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [key, extra] of extras)
    Object.defineProperty(out, key, {
      value: extra,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

/**
 * A payload shaped like the one a function expects, each field either a good value (so the
 * call gets past validation now and then) or a hostile one, fields missing, keys added.
 */
export function nearValidPayload(
  goodValues: Record<string, readonly unknown[] | fc.Arbitrary<unknown>>,
): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.entries(goodValues).map(([name, good]) => [
      name,
      fc.oneof(
        {
          weight: 3,
          arbitrary: Array.isArray(good)
            ? fc.constantFrom(...good)
            : (good as fc.Arbitrary<unknown>),
        },
        { weight: 2, arbitrary: hostileJson },
      ),
    ]),
  );
  const extraKey = fc.oneof(
    fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'isAdmin',
      'userId',
      'price',
      'amount',
    ),
    hostileString,
  );
  const object = fc
    .tuple(
      fc.record(fields, { requiredKeys: Object.keys(goodValues) }),
      fc.record(fields),
      fc.array(fc.tuple(extraKey, hostileJson), { maxLength: 3 }),
    )
    .map(([complete, partial, extras]) =>
      withExtraKeys(extras.length % 2 === 0 ? complete : partial, extras),
    );
  return fc.oneof({ weight: 6, arbitrary: object }, { weight: 1, arbitrary: hostileJson });
}

/**
 * 100 to 5,000 levels of arrays or objects, as text (JSON.stringify itself cannot go that deep).
 */
export const deeplyNestedJson: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 100, max: 5_000 }), fc.constantFrom('array', 'object', 'unclosed'))
  .map(([depth, kind]) => {
    if (kind === 'array') return '['.repeat(depth) + ']'.repeat(depth);
    if (kind === 'object') return '{"a":'.repeat(depth) + 'null' + '}'.repeat(depth);
    return '['.repeat(depth);
  });

/** Text that is almost JSON, or not at all. */
export function malformedJson(payload: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"email":',
      '[',
      '{"a":1}}',
      "{'a':1}",
      '{"a":01}',
      '{"a":NaN}',
      '\uFEFF{}',
      '{"a":"\\ud800"}',
      'nul',
      '{"a":1,}',
      '// {}',
      '{"__proto__":',
    ),
    fc.tuple(payload, fc.nat()).map(([value, cut]) => {
      const text = JSON.stringify(value) ?? '';
      return text.slice(0, cut % Math.max(1, text.length));
    }),
    fc.string({ unit: 'binary', maxLength: 200 }),
  );
}

/** A printable Latin-1 header value (what an HTTP header can carry; `Headers` refuses the rest). */
export const headerValue: fc.Arbitrary<string> = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 80,
});

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 43 characters of the session token alphabet: the right shape, an unknown token. */
export const forgedToken: fc.Arbitrary<string> = fc.string({
  unit: fc.constantFrom(...BASE64URL),
  minLength: 43,
  maxLength: 43,
});
