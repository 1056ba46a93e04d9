import { describe, expect, test } from 'vitest';
import { jsonLdText } from './json-ld.ts';

describe('jsonLdText', () => {
  test('writes <, >, & and the line separators as JSON escapes', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script> & \u2028\u2029' })).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u2028\\u2029"}',
    );
  });

  test('is the same JSON value, with nothing that can end or open an HTML element', () => {
    const value = {
      '@type': 'Product',
      name: 'Japan eSIM </SCRIPT ><!--<script>x',
      nested: [{ a: '>&<' }],
      n: 1.5,
      ok: true,
      none: null,
    };
    const text = jsonLdText(value);
    expect(JSON.parse(text)).toEqual(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  });

  test('leaves ordinary text untouched', () => {
    expect(jsonLdText({ name: 'Côte d’Ivoire 5GB 7 Days "Pro" `x` {y}' })).toBe(
      JSON.stringify({ name: 'Côte d’Ivoire 5GB 7 Days "Pro" `x` {y}' }),
    );
  });
});
