import { describe, expect, it } from 'vitest';
import type { BlobsCalls } from '../../tests/support/blobs-calls.ts';
import { withLatestRun } from './benchmarks-document.ts';
import {
  callsCell,
  lineThrough,
  modelledMs,
  ordersAtLimit,
  renderExtrapolation,
  renderScaleTable,
  sizeLabel,
  withScaleTable,
  type Measured,
} from './scale-report.ts';

const calls = (reads: number, listPages = 0, writes = 0): BlobsCalls => ({
  reads,
  writes,
  deletes: 0,
  listPages,
  total: reads + writes + listPages,
});
const measured = (c: BlobsCalls, p95 = 100): Extract<Measured, { ok: true }> => ({
  ok: true,
  calls: c,
  p50: p95 / 2,
  p95,
});
const SIZES = [20_000, 200_000] as const;

describe('the scale table', () => {
  it('names sizes short and writes only the kinds of call an operation made', () => {
    expect([sizeLabel(2_000), sizeLabel(1_500), sizeLabel(200_000), sizeLabel(10_000_000)]).toEqual(
      ['2k', '1.5k', '200k', '10M'],
    );
    expect(callsCell(calls(10, 1, 1))).toBe('12 (10 r, 1 w, 1 p)');
    expect(callsCell(calls(0))).toBe('0');
  });

  it('marks an operation whose calls grow with the shop, and one that could not run', () => {
    const table = renderScaleTable(SIZES, [
      { name: 'flat', kind: 'staff', at: [measured(calls(4)), measured(calls(4))] },
      { name: 'listing', kind: 'staff', at: [measured(calls(1, 20)), measured(calls(1, 200))] },
      {
        name: 'broken',
        kind: 'customer',
        at: [{ ok: false, reason: 'a | b' }, measured(calls(1))],
      },
    ]);

    expect(table).toContain('| operation | calls at 20k | calls at 200k | p50/p95 at 20k |');
    expect(table).toContain('| flat | 4 (4 r) | 4 (4 r) | 50 / 100 ms | 50 / 100 ms |');
    expect(table).toContain('| listing | 21 (1 r, 20 p) | 201 (1 r, 200 p) **grows** |');
    expect(table).toContain('| broken | not measured: a \\| b | 1 (1 r) | – |');
  });

  it('stays at the top of docs/benchmarks.md, above the run npm run bench writes', () => {
    const document = '# Benchmarks\n\nIntro.\n\n## 2026-11-23 10:00 UTC, commit old\n\nold run\n';

    const first = withScaleTable(document, '### Scale\n\nfirst table');
    const again = withScaleTable(first, '### Scale\n\nsecond table');
    const withRun = withLatestRun(again, '## 2026-11-30 10:00 UTC, commit new\n\nnew run\n');

    expect(again).not.toContain('first table');
    expect(withRun.document.indexOf('second table')).toBeLessThan(
      withRun.document.indexOf('## 2026-11-30'),
    );
    expect(withRun.document).not.toContain('old run');
    expect(withRun.document.startsWith('# Benchmarks\n\nIntro.\n\n<!-- scale table')).toBe(true);
  });
});

describe('carrying two sizes to larger shops', () => {
  it('draws a line through figures that grow and keeps the others flat', () => {
    expect(lineThrough([20_000, 20], [200_000, 200], 1_000_000)).toBe(1_000);
    expect(lineThrough([20_000, 55], [200_000, 33], 10_000_000)).toBe(33);
  });

  it('finds the size at which a growing listing passes its limit, and none for a flat one', () => {
    // A page per 1,000 orders at an assumed 50 ms a page: 9 s more is 180,000 orders more.
    const listing = [measured(calls(1, 20), 1_000), measured(calls(1, 200), 1_000)] as const;
    const flat = [measured(calls(4)), measured(calls(4))] as const;

    expect(ordersAtLimit(SIZES, listing, 10_000)).toBe(380_000);
    expect(ordersAtLimit(SIZES, listing, 500)).toBe(0);
    expect(ordersAtLimit(SIZES, flat, 10_000)).toBeNull();
    // Fewer pages but more reads: a page filled differently, the same calls in all.
    const shifted = [measured(calls(49, 22)), measured(calls(53, 3))] as const;
    expect(modelledMs(SIZES, shifted, 10_000_000)).toBe(100);
  });

  it('writes calls and time at each target size and where the limit falls', () => {
    const table = renderExtrapolation(
      SIZES,
      [
        {
          name: 'orders, failed',
          kind: 'staff',
          at: [measured(calls(1, 20), 1_000), measured(calls(1, 200), 1_000)],
        },
      ],
      [1_000_000, 10_000_000],
    );

    expect(table).toContain(
      '| orders, failed | 10 s | 1,001 | 10,001 | 41.0 s | 491.0 s | 380,000 orders |',
    );
  });
});
