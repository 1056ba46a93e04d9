/**
 * Writes a bench run into docs/: the run as one table (placed by benchmarks-document.ts), and the
 * attack table of docs/security.md. Each row of the tables the benches print becomes one figure
 * of the run's table, named by its column headers.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export interface Figure {
  area: string;
  measure: string;
  figure: string;
}

export interface RunConditions {
  date: string;
  commit: string;
  machine: string;
  load: string;
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
const isSeparator = (line: string) => /^\|(\s*:?-+:?\s*\|)+$/.test(line.trim());

/**
 * Every row of the Markdown tables in `markdown`, and every line of prose, as figures of `area`.
 */
export function figuresOf(area: string, markdown: string): Figure[] {
  const lines = markdown.split('\n');
  const figures: Figure[] = [];
  let header: string[] = [];
  lines.forEach((line, index) => {
    if (isSeparator(line) || line.trim() === '') return;
    if (!line.trim().startsWith('|')) {
      figures.push({ area, measure: 'note', figure: line.trim() });
      return;
    }
    const cells = cellsOf(line);
    if (isSeparator(lines[index + 1] ?? '')) {
      header = cells;
      return;
    }
    const [measure = '', ...values] = cells;
    const named = header.length === cells.length;
    const figure = values
      .filter((value) => value !== '')
      // A column headed 'figure' needs no label.
      .map((value, i) =>
        named && header[i + 1] !== 'figure' ? `${header[i + 1]}: ${value}` : value,
      )
      .join('; ');
    figures.push({ area, measure, figure });
  });
  return figures;
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** One run: its conditions, then one table of every figure. */
export function renderRun(conditions: RunConditions, figures: readonly Figure[]): string {
  const { date, commit, machine, load } = conditions;
  return [
    `## ${date}, commit ${commit}`,
    '',
    `${machine}; 1-minute load before the run: ${load}.`,
    '',
    '| area | measure | figure |',
    '|---|---|---|',
    ...figures.map(
      (f) => `| ${escapeCell(f.area)} | ${escapeCell(f.measure)} | ${escapeCell(f.figure)} |`,
    ),
    '',
  ].join('\n');
}

const TABLE_START = '<!-- attack table: written by npm run bench -->';
const TABLE_END = '<!-- end of attack table -->';

/** `document` with the text between the attack-table markers replaced by `table`. */
export function withAttackTable(document: string, table: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`The document has no attack table between ${TABLE_START} and ${TABLE_END}`);
  return `${document.slice(0, start + TABLE_START.length)}\n\n${table.trim()}\n\n${document.slice(end)}`;
}

export function updateFile(path: string, change: (document: string) => string): void {
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}
