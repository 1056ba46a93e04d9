import { describe, expect, it } from 'vitest';
import { figuresOf, renderRun, withAttackTable } from './report.ts';

describe('a bench run written into docs/', () => {
  it('names each figure by its column headers, for every table a bench prints', () => {
    const printed = [
      '| call | p50 | p95 |',
      '|---|---|---|',
      '| GET /api/plans | 5.4 ms | 15.7 ms |',
      '',
      '| a row printed after its table | 1.0 ms | 2.0 ms |',
      '',
      'Machine load before / after: 0.4 / 1.2.',
    ].join('\n');

    expect(figuresOf('functions', printed)).toEqual([
      { area: 'functions', measure: 'GET /api/plans', figure: 'p50: 5.4 ms; p95: 15.7 ms' },
      {
        area: 'functions',
        measure: 'a row printed after its table',
        figure: 'p50: 1.0 ms; p95: 2.0 ms',
      },
      { area: 'functions', measure: 'note', figure: 'Machine load before / after: 0.4 / 1.2.' },
    ]);
  });

  it('gives a figure of a two-column table without a label', () => {
    expect(figuresOf('build', '| measure | figure |\n|---|---|\n| build time | 7.6 s |')).toEqual([
      { area: 'build', measure: 'build time', figure: '7.6 s' },
    ]);
  });

  it('renders a run as its conditions and one table', () => {
    const run = renderRun(
      {
        date: '2026-11-24 15:00 UTC',
        commit: 'abc1234',
        machine: '2 × CPU, 24 GB, Node v24',
        load: '0.3',
      },
      [{ area: 'build', measure: 'build time', figure: '7.1 s | fast' }],
    );

    expect(run.startsWith('## 2026-11-24 15:00 UTC, commit abc1234\n')).toBe(true);
    expect(run).toContain('| build | build time | 7.1 s \\| fast |');
  });

  it('replaces only the attack table between its markers', () => {
    const document =
      'Before.\n<!-- attack table: written by npm run bench -->\nold\n<!-- end of attack table -->\nAfter.\n';

    const updated = withAttackTable(document, '| item | attack |\n|---|---|\n| 1 | new |');

    expect(updated).toContain('| 1 | new |');
    expect(updated).not.toContain('old');
    expect(updated.startsWith('Before.\n')).toBe(true);
    expect(updated.endsWith('<!-- end of attack table -->\nAfter.\n')).toBe(true);
  });

  it('refuses a document that lost its markers, rather than append a second table', () => {
    expect(() => withAttackTable('no markers here', '| x |')).toThrow(/no attack table/);
  });
});
