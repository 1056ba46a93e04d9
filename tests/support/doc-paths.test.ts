import { describe, expect, test } from 'vitest';
import { candidatesFor, patternOf, pathsNamedIn } from './doc-paths.ts';

/** Whether a token, as a document writes it, names this tracked file. */
const names = (token: string, file: string) =>
  candidatesFor(token).some((candidate) => patternOf(candidate).test(file));

/** How a document may write a path, and a tracked file it names. */
const named: [token: string, file: string][] = [
  ['src/lib/env.ts', 'src/lib/env.ts'],
  ['src/features/', 'src/features/orders/order.ts'],
  ['throttle.server.ts', 'src/features/auth/sessions/throttle.server.ts'],
  ['orders/order.ts', 'src/features/orders/order.ts'],
  ['components/ui/', 'src/components/ui/Icon.astro'],
  ['netlify/functions/auth-*.mts', 'netlify/functions/auth-signin.mts'],
  ['*.attacks.test.ts', 'tests/functions/staff-audit.attacks.test.ts'],
  ['docs/decisions/<NNNN>-<title>.md', 'docs/decisions/0019-content-security-policy.md'],
  ['docs/decisions/00NN-….md', 'docs/decisions/0019-content-security-policy.md'],
];

describe('what a document names as a repository path', () => {
  test.each(named)('%s names %s', (token, file) => expect(names(token, file)).toBe(true));

  test('a path without its folder, or cut short, names nothing', () => {
    expect(
      names(
        'providers/provider.server.ts',
        'src/features/provisioning/providers/provider.server.ts',
      ),
    ).toBe(false);
    expect(names('src/feat', 'src/features/orders/order.ts')).toBe(false);
  });

  test('routes, packages, commands, Blobs keys and generated names are not paths', () => {
    for (const token of [
      '/orders',
      '@netlify/dev',
      'npx vitest run',
      'user/',
      'refund/<orderId>',
      'roamly-plans-<version>.xlsx',
      '.ts',
      '.test.ts',
    ]) {
      expect(candidatesFor(token), token).toEqual([]);
    }
  });

  test('a folder tree names each entry under its parent, and paths in its descriptions', () => {
    const tree = [
      '```',
      'src/                 the code',
      '  features/',
      '    orders/          see scripts/cron.ts',
      '                     more',
      '```',
    ];
    expect(
      pathsNamedIn(tree).map(({ token, inTree }) => `${inTree ? 'tree' : 'prose'} ${token}`),
    ).toEqual([
      'tree src/',
      'tree src/features/',
      'tree src/features/orders/',
      'prose scripts/cron.ts',
    ]);
  });
});
