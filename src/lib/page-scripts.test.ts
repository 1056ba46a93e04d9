import islandLoader from 'astro/runtime/server/astro-island.prebuilt.js';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import { afterAll, describe, expect, test } from 'vitest';
import { recordAttack } from '../../tests/support/attack-log.ts';
import { headScriptsHtml } from './head-scripts.ts';

/** An inline script like the layout's first-paint one. */
const FIRST_PAINT = "document.documentElement.setAttribute('data-x','1')";
import { pageScriptProblems, scriptHash } from './page-scripts.ts';

const page = (head: string, body = '<h1>Japan eSIM</h1>') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
/** The hashes a policy lists: here the theme script and two of Astro's own scripts. */
const policyHashes = new Set([FIRST_PAINT, loadDirective, islandLoader].map(scriptHash));
/** Pages the check refused, for the security table. */
let refusedPages = 0;
const problemsOf = (html: string) => {
  const problems = pageScriptProblems('country/jp/index.html', html, policyHashes);
  if (problems.length > 0) refusedPages++;
  return problems;
};

describe('a page whose scripts the policy allows', () => {
  test('passes: inline scripts the policy hashes, JSON-LD data, bundled scripts', () => {
    const body = `<script>${loadDirective}</script><script>${islandLoader}</script><astro-island></astro-island>`;
    const jsonLd = headScriptsHtml(FIRST_PAINT, {
      '@type': 'Product',
      name: '</script><script>alert(1)</script>',
    });
    const bundled = '<script type="module" src="/_astro/page.B1x2.js"></script>';
    expect(problemsOf(page(jsonLd + bundled, body))).toEqual([]);
  });

  test('hashes like the browser: SHA-256 of the UTF-8 text, base64', () => {
    // The CSP3 spec's own example: script-src 'sha256-…' for alert('Hello, world.');
    expect(scriptHash("alert('Hello, world.');")).toBe(
      'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=',
    );
  });

  test('text that only looks like a script is not one', () => {
    const body =
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><scripture>x</scripture><noscript>no js</noscript>';
    expect(problemsOf(page('', body))).toEqual([]);
  });
});

describe('a script the policy does not hash', () => {
  afterAll(() => {
    recordAttack({
      item: 3,
      attack:
        'built pages with a smuggled script (after JSON-LD, other spellings, SVG, import map, unclosed, foreign src)',
      tries: refusedPages,
      outcome: 'refused',
    });
  });

  test('an injected inline script is named with its page', () => {
    expect(problemsOf(page(headScriptsHtml(FIRST_PAINT), '<script>alert(1)</script>'))).toEqual([
      'country/jp/index.html: an inline script the policy does not hash: <script>alert(1)</script>',
    ]);
  });

  test('a <script> smuggled after a closed JSON-LD block is caught', () => {
    const name = '</script><script>alert(1)</script>';
    const smuggled = `<script type="application/ld+json">${JSON.stringify({ name })}</script>`;
    expect(problemsOf(page(smuggled))).toEqual([
      'country/jp/index.html: a data block that is not JSON: <script type="application/ld+json">{"name":"</script>',
      'country/jp/index.html: an inline script the policy does not hash: <script>alert(1)</script>',
    ]);
  });

  test.each([
    ['upper case', '<SCRIPT>alert(1)</SCRIPT>'],
    ['an end tag with a space', '<script >alert(1)</script >'],
    ['a line break in the start tag', '<script\ntype="module">alert(1)</script>'],
    ['a quoted ">" in an attribute', '<script data-x="a>b">alert(1)</script>'],
    ['an unknown type', '<script type="text/x-unknown">alert(1)</script>'],
    ['an empty type', '<script type="">alert(1)</script>'],
    ['an import map', '<script type="importmap">{"imports":{}}</script>'],
    ['a script inside SVG', '<svg><script>alert(1)</script></svg>'],
  ])('is caught when written with %s', (_how, script) => {
    expect(problemsOf(page(headScriptsHtml(FIRST_PAINT), script))).toHaveLength(1);
  });

  test('an end tag spelled differently still ends the JSON-LD, and the script after it is caught', () => {
    const html = page(
      '<script type="application/ld+json">{"a":"</SCRIPT ><script>alert(1)</script>"}</script>',
    );
    expect(problemsOf(html).map((problem) => problem.split(': ')[1])).toEqual([
      'a data block that is not JSON',
      'an inline script the policy does not hash',
    ]);
  });

  test('a data block with "<" and a script element that never ends are caught', () => {
    expect(problemsOf(page('<script type="application/ld+json">{"a":"<!--"}</script>'))).toEqual([
      'country/jp/index.html: a data block with an unescaped "<": <script type="application/ld+json">{"a":"<!--"}</script>',
    ]);
    expect(problemsOf(`${page('')}<script>alert(1)`)).toEqual([
      'country/jp/index.html: a script element that never ends: <script>alert(1)',
    ]);
  });

  test('external scripts may come from the bundle only', () => {
    expect(problemsOf(page('<script src="https://evil.example/x.js"></script>'))).toEqual([
      'country/jp/index.html: an external script from outside the bundle: <script src="https://evil.example/x.js"></script>',
    ]);
    expect(problemsOf(page('<script src="/api/plans"></script>'))).toHaveLength(1);
  });
});
