/**
 * The layout of docs/benchmarks.md and its history: the benchmarks page holds one run after a
 * table comparing it with the run before; every replaced run moves to docs/benchmarks-history.md
 * at its date, verbatim, newest first.
 */
import { figuresInRun, renderComparison } from './run-comparison.ts';

const RUN_HEADING = /^## \d{4}-\d{2}-\d{2}[^\n]*, commit /m;
const COMPARISON_HEADING = '## Compared with the run before';

/** A heading's anchor, as the Markdown renderers and tests/references.test.ts make it. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replaceAll(' ', '-');

function comparisonWith(replaced: string, run: string): string {
  const heading = replaced.slice(3, replaced.indexOf('\n'));
  return [
    COMPARISON_HEADING,
    '',
    `The run below against [${heading}](benchmarks-history.md#${anchorOf(heading)}), now in the ` +
      'history: each figure that changed by 1 % or more, with only the parts that did. Timings ' +
      'vary by about 30 % between runs on this machine; byte counts do not.',
    '',
    renderComparison(figuresInRun(replaced), figuresInRun(run)),
    '',
  ].join('\n');
}

/**
 * docs/benchmarks.md with `run` as its one run, after the comparison with the run it replaces.
 * `moved`: the sections that leave the page for the history (that run, and any section someone
 * wrote between the comparison and it), so nothing written is lost.
 */
export function withLatestRun(
  document: string,
  run: string,
): { document: string; moved: string[] } {
  const comparisonAt = document.indexOf(`\n${COMPARISON_HEADING}\n`);
  const runAt = document.search(RUN_HEADING);
  const tailAt = comparisonAt >= 0 ? comparisonAt + 1 : runAt;
  if (tailAt < 0) return { document: `${document.trimEnd()}\n\n${run}`, moved: [] };
  const moved = document
    .slice(tailAt)
    .split(/^(?=## )/m)
    .filter((section) => section.startsWith('## ') && !section.startsWith(COMPARISON_HEADING))
    .map((section) => `${section.trimEnd()}\n`);
  const replaced = moved.find((section) => RUN_HEADING.test(section));
  const comparison = replaced ? `${comparisonWith(replaced, run)}\n` : '';
  return { document: `${document.slice(0, tailAt)}${comparison}${run}`, moved };
}

/** When a `## ` heading was measured ('2026-11-29 13:41'); undefined for an undated one. */
const dateOf = (heading: string) => /^## (\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2})?)/.exec(heading)?.[1];

/** docs/benchmarks-history.md with `section` in its place by date, newest first. */
export function withRunInHistory(history: string, section: string): string {
  const when = dateOf(section) ?? '';
  const older = [...history.matchAll(/^## .*$/gm)].find((heading) => {
    const date = dateOf(heading[0]);
    return date === undefined || date < when;
  });
  if (!older) return `${history.trimEnd()}\n\n${section.trimEnd()}\n`;
  return `${history.slice(0, older.index)}${section.trimEnd()}\n\n${history.slice(older.index)}`;
}
