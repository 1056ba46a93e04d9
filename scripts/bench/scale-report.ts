/**
 * What `npm run bench:scale` writes: the table of every operation's Blobs calls and timings at two
 * shop sizes (kept at the top of docs/benchmarks.md, above the run `npm run bench` writes), and
 * the same operations carried to larger shops for docs/scale.md.
 */
import type { BlobsCalls } from '../../tests/support/blobs-calls.ts';

/** Who waits on an operation, which decides the time it must answer in. */
export type OperationKind = 'staff' | 'customer' | 'scheduled';

/** One operation at one size: its calls, its timings in ms, or why it could not be measured. */
export type Measured =
  { ok: true; calls: BlobsCalls; p50: number; p95: number } | { ok: false; reason: string };

export interface OperationRow {
  name: string;
  kind: OperationKind;
  /** At each measured size, in the order of `sizes`. */
  at: Measured[];
}

/**
 * The time each kind must answer in (ms): the console's own budget for a staff screen, the 60 s
 * after which Netlify stops a synchronous function, and the re-drive's 20 s of new work inside
 * the 30 s a scheduled function has.
 */
export const LIMIT_MS: Record<OperationKind, number> = {
  staff: 10_000,
  customer: 60_000,
  scheduled: 20_000,
};

/**
 * Assumed Blobs round trips from a deployed function, to turn calls into time: a page of a listing
 * waits for the page before it; reads and writes go about 8 at a time. Not published by Netlify;
 * measure on a deploy and correct them here.
 */
export const ASSUMED_MS_PER_LIST_PAGE = 50;
export const ASSUMED_MS_PER_CALL = 20;
export const ASSUMED_CALLS_AT_ONCE = 8;

export const START_MARKER = '<!-- scale table: written by npm run bench:scale -->';
export const END_MARKER = '<!-- end of scale table -->';

/** 20000 → '20k', 1500 → '1.5k', 2000000 → '2M'. */
export function sizeLabel(orders: number): string {
  if (orders >= 1_000_000) return `${+(orders / 1_000_000).toFixed(1)}M`;
  if (orders >= 1_000) return `${+(orders / 1_000).toFixed(1)}k`;
  return String(orders);
}

/** '12 (10 r, 1 w, 1 p)': the total, then reads, writes, deletes and list pages that are not 0. */
export function callsCell(calls: BlobsCalls): string {
  const parts = [
    [calls.reads, 'r'],
    [calls.writes, 'w'],
    [calls.deletes, 'd'],
    [calls.listPages, 'p'],
  ]
    .filter(([count]) => count !== 0)
    .map(([count, letter]) => `${count} ${letter}`);
  return parts.length === 0 ? '0' : `${calls.total} (${parts.join(', ')})`;
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** The table: operation | calls at each size | p50/p95 at each size; a growing count is marked. */
export function renderScaleTable(sizes: readonly number[], rows: readonly OperationRow[]): string {
  const labels = sizes.map(sizeLabel);
  const header = [
    'operation',
    ...labels.map((label) => `calls at ${label}`),
    ...labels.map((label) => `p50/p95 at ${label}`),
  ];
  const lines = rows.map((row) => {
    const first = row.at[0];
    const calls = row.at.map((measured, i) => {
      if (!measured.ok) return `not measured: ${measured.reason}`;
      const grows = i > 0 && first?.ok && measured.calls.total > first.calls.total;
      return `${callsCell(measured.calls)}${grows ? ' **grows**' : ''}`;
    });
    const times = row.at.map((measured) =>
      measured.ok ? `${ms(measured.p50)} / ${ms(measured.p95)} ms` : '–',
    );
    return `| ${[row.name, ...calls, ...times].map(escapeCell).join(' | ')} |`;
  });
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...lines,
    '',
    'Calls: r reads, w writes, d deletes, p pages of listings as Netlify answers them (1,000 keys a ' +
      'page; the local server answers a listing whole). **grows**: more calls than at the first size.',
  ].join('\n');
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** `document` with the scale section replaced, or added at the end of its introduction. */
export function withScaleTable(document: string, section: string): string {
  const start = document.indexOf(START_MARKER);
  const end = document.indexOf(END_MARKER);
  if (start >= 0 && end > start)
    return `${document.slice(0, start + START_MARKER.length)}\n\n${section.trim()}\n\n${document.slice(end)}`;
  const block = `${START_MARKER}\n\n${section.trim()}\n\n${END_MARKER}\n`;
  const firstRun = document.search(/^## /m);
  if (firstRun < 0) return `${document.trimEnd()}\n\n${block}`;
  return `${document.slice(0, firstRun)}${block}\n${document.slice(firstRun)}`;
}

/**
 * A straight line through two sizes' figures, read at `orders`. A figure that did not grow is
 * flat: fewer calls at the larger size come from how full a page happened to be, not a trend.
 */
export function lineThrough(
  [x1, y1]: readonly [number, number],
  [x2, y2]: readonly [number, number],
  orders: number,
): number {
  if (x2 === x1 || y2 <= y1) return y2;
  return y2 + ((y2 - y1) / (x2 - x1)) * (orders - x2);
}

/**
 * Time on Netlify at `orders`: the larger size's measured p95, plus the calls gained beyond it at
 * the assumed round trips (pages one after another, other calls 8 at a time).
 */
export function modelledMs(
  sizes: readonly [number, number],
  at: readonly [Extract<Measured, { ok: true }>, Extract<Measured, { ok: true }>],
  orders: number,
): number {
  const [small, large] = at;
  if (large.calls.total <= small.calls.total) return large.p95;
  const pages = lineThrough(
    [sizes[0], small.calls.listPages],
    [sizes[1], large.calls.listPages],
    orders,
  );
  const others = (calls: BlobsCalls) => calls.total - calls.listPages;
  const rest = lineThrough(
    [sizes[0], others(small.calls)],
    [sizes[1], others(large.calls)],
    orders,
  );
  const gainedPages = Math.max(0, pages - large.calls.listPages);
  const gainedCalls = Math.max(0, rest - others(large.calls));
  return (
    large.p95 +
    gainedPages * ASSUMED_MS_PER_LIST_PAGE +
    (gainedCalls / ASSUMED_CALLS_AT_ONCE) * ASSUMED_MS_PER_CALL
  );
}

/**
 * The shop size at which the modelled time first passes the kind's limit: null when the calls
 * do not grow (the time does not either, whatever the history), 0 when already past it.
 */
export function ordersAtLimit(
  sizes: readonly [number, number],
  at: readonly [Extract<Measured, { ok: true }>, Extract<Measured, { ok: true }>],
  limitMs: number,
): number | null {
  if (at[1].calls.total <= at[0].calls.total) return null;
  if (modelledMs(sizes, at, sizes[1]) >= limitMs) return 0;
  // The model is a straight line in `orders`: read the crossing off its slope.
  const step = 1_000_000;
  const slope = (modelledMs(sizes, at, sizes[1] + step) - modelledMs(sizes, at, sizes[1])) / step;
  if (slope <= 0) return null;
  return Math.ceil(sizes[1] + (limitMs - modelledMs(sizes, at, sizes[1])) / slope);
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');

/** docs/scale.md's table: calls and modelled time at each target size, and where the limit falls. */
export function renderExtrapolation(
  sizes: readonly [number, number],
  rows: readonly OperationRow[],
  targets: readonly number[],
): string {
  const header = [
    'operation',
    'limit',
    ...targets.map((orders) => `calls at ${sizeLabel(orders)}`),
    ...targets.map((orders) => `time at ${sizeLabel(orders)}`),
    'passes its limit at',
  ];
  const lines = rows.map((row) => {
    const [small, large] = row.at;
    const limit = `${LIMIT_MS[row.kind] / 1000} s`;
    if (!small?.ok || !large?.ok)
      return `| ${row.name} | ${limit} | ${targets.map(() => '–').join(' | ')} | ${targets.map(() => '–').join(' | ')} | not measured |`;
    const pair = [small, large] as const;
    const calls = targets.map((orders) =>
      whole(lineThrough([sizes[0], small.calls.total], [sizes[1], large.calls.total], orders)),
    );
    const times = targets.map((orders) => seconds(modelledMs(sizes, pair, orders)));
    const crossing = ordersAtLimit(sizes, pair, LIMIT_MS[row.kind]);
    const verdict =
      crossing === null ? 'never (flat)' : crossing === 0 ? 'already' : `${whole(crossing)} orders`;
    return `| ${[row.name, limit, ...calls, ...times, verdict].map(escapeCell).join(' | ')} |`;
  });
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...lines].join(
    '\n',
  );
}

function seconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
