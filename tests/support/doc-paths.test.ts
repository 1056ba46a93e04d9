import { describe, expect, test } from 'vitest';
import { candidatesFor, patternOf, pathsNamedIn } from './doc-paths.ts';

/** Whether a token, as a document writes it, names this tracked file. */
const names = (token: string, file: string) => candidatesFor(token).some((candidate) => patternOf(candidate).test(file));

describe('what a document names as a repository path', () => {
  test('a root path, a folder, a bare name and a domain-relative path', () => {
    expect(names('src/lib/env.ts', 'src/lib/env.ts')).toBe(true);
    expect(names('src/features/', 'src/features/orders/order.ts')).toBe(true);
    expect(names('throttle.server.ts', 'src/features/auth/throttle.server.ts')).toBe(true);
    expect(names('orders/order.ts', 'src/features/orders/order.ts')).toBe(true);
    expect(names('components/ui/', 'src/components/ui/Icon.astro')).toBe(true);
    expect(names('providers/provider.server.ts', 'src/features/provisioning/providers/provider.server.ts')).toBe(false);
  });

  test('globs, placeholders and record numbers match as patterns', () => {
    expect(names('netlify/functions/auth-*.mts', 'netlify/functions/auth-signin.mts')).toBe(true);
    expect(names('trust-*.test.ts', 'tests/functions/trust-replay.test.ts')).toBe(true);
    expect(names('docs/decisions/<NNNN>-<title>.md', 'docs/decisions/0019-content-security-policy.md')).toBe(true);
    expect(names('docs/decisions/00NN-….md', 'docs/decisions/0019-content-security-policy.md')).toBe(true);
    expect(names('src/feat', 'src/features/orders/order.ts')).toBe(false);
  });

  test('routes, packages, commands, Blobs keys and generated names are not paths', () => {
    for (const token of ['/orders', '@netlify/dev', 'npx vitest run', 'user/', 'refund/<orderId>', 'roamly-plans-<version>.xlsx', '.ts']) {
      expect(candidatesFor(token), token).toEqual([]);
    }
  });

  test('a folder tree names each entry under its parent, and paths in its descriptions', () => {
    const tree = ['```', 'src/                 the code', '  features/', '    orders/          see scripts/cron.ts', '                     more', '```'];
    expect(pathsNamedIn(tree).map(({ token, inTree }) => `${inTree ? 'tree' : 'prose'} ${token}`)).toEqual([
      'tree src/',
      'tree src/features/',
      'tree src/features/orders/',
      'prose scripts/cron.ts',
    ]);
  });
});
