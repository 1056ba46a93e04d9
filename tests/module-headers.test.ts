/**
 * A module's header says what the module is in two or three sentences and names the record that
 * holds the reasoning; a longer header fails here (CONTRIBUTING.md, 'Code and comments').
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { headerOf, moduleHeaders } from './support/module-headers.ts';

const root = join(import.meta.dirname, '..');
const LIMIT = 400;

describe('module headers', () => {
  test(`every header in src/ and netlify/ is at most ${LIMIT} characters`, () => {
    const long = moduleHeaders(root, ['src', 'netlify'])
      .filter(({ characters }) => characters > LIMIT)
      .map(({ path, characters }) => `${path}: ${characters}`);
    expect(long, 'move the reasoning to the decision record the header names').toEqual([]);
  });

  test('a header is the prose of the first comment block, before any code', () => {
    const file = [
      '#!/usr/bin/env node',
      '/**',
      ' * What this is.',
      ' * Why: ARCHITECTURE.md.',
      ' */',
      '// Still the first block.',
      '',
      "/** The first declaration's own comment. */",
      "import { x } from './x.ts';",
    ].join('\n');

    expect(headerOf(file)).toBe('What this is. Why: ARCHITECTURE.md. Still the first block.');
    expect(headerOf('---\n// An Astro frontmatter header.\nconst a = 1;\n---')).toBe(
      'An Astro frontmatter header.',
    );
    expect(headerOf('export const a = 1; // not a header')).toBe('');
  });
});
