/**
 * The latest bench run beside the one before: one row per figure that changed, with the change of
 * each of its numbers, so a reader of docs/benchmarks.md sees what moved without the history.
 */
import type { Figure } from './report.ts';

const cellsOf = (row: string) =>
  row
    .trim()
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replaceAll('\\|', '|'));

/** The figures of a run as `renderRun` wrote it (its `| area | measure | figure |` table). */
export function figuresInRun(section: string): Figure[] {
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| area \| measure \|/.test(line))
    .map(cellsOf)
    .filter((cells) => cells.length === 3)
    .map(([area, measure, figure]) => ({ area: area!, measure: measure!, figure: figure! }));
}

/** A figure's parts: 'p50: 5.4 ms; p95: 9 ms' → { p50: '5.4 ms', p95: '9 ms' }. */
function partsOf(figure: string): Map<string, string> {
  const parts = new Map<string, string>();
  figure.split('; ').forEach((part, index) => {
    const named = /^([^:]+): (.+)$/.exec(part);
    parts.set(named ? named[1]! : `#${index}`, named ? named[2]! : part);
  });
  return parts;
}

/** Without its parenthesis: 'deployed module (own code …)' → 'deployed module'. */
const short = (text: string) => text.replace(/\s*\([^)]*\)/g, '').trim();

/** Figures keyed by area and measure; a measure met twice in an area adds its first part. */
function keyed(figures: readonly Figure[]): Map<string, Figure> {
  const count = new Map<string, number>();
  const base = (f: Figure) => `${short(f.area)}: ${short(f.measure)}`;
  for (const f of figures) count.set(base(f), (count.get(base(f)) ?? 0) + 1);
  const byKey = new Map<string, Figure>();
  for (const f of figures) {
    if (f.measure === 'note') continue;
    const repeated = (count.get(base(f)) ?? 0) > 1;
    byKey.set(repeated ? `${base(f)} (${f.figure.split('; ')[0]})` : base(f), f);
  }
  return byKey;
}

const numberOf = (value: string) => {
  const match = /^([≤+−-]?)\s*([\d,]+(?:\.\d+)?)\s*(.*)$/.exec(value);
  return match && { value: Number(match[2]!.replaceAll(',', '')), unit: match[3]! };
};

const signed = (value: number, unit: string) =>
  value > 0 ? `+${value}${unit}` : value < 0 ? `−${-value}${unit}` : `0${unit}`;

/** '+12 %' when both are numbers in one unit ('+0.3 pt' for percentages), else 'changed'. */
function changeOf(before: string, now: string): string {
  const [b, n] = [numberOf(before), numberOf(now)];
  if (!b || !n || b.unit !== n.unit) return 'changed';
  if (b.unit === '%') return signed(Math.round((n.value - b.value) * 10) / 10, ' pt');
  if (b.value === 0) return n.value === 0 ? '0 %' : 'from 0';
  return signed(Math.round((n.value / b.value - 1) * 100), ' %');
}

/** Changed by 1 % or more (1 point for a percentage); '27.8 KB' → '27.9 KB' is not worth a row. */
function moved(before: string | undefined, now: string): boolean {
  if (before === now) return false;
  const [b, n] = [numberOf(before ?? ''), numberOf(now)];
  if (!b || !n || b.unit !== n.unit) return true;
  if (b.unit === '%') return Math.abs(n.value - b.value) >= 1;
  return b.value === 0 ? n.value !== 0 : Math.abs(n.value / b.value - 1) >= 0.01;
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

/** The comparison table: figure, before, now, change; only the parts that differ. */
export function renderComparison(before: readonly Figure[], now: readonly Figure[]): string {
  const [old, current] = [keyed(before), keyed(now)];
  const rows: string[] = [];
  let unchanged = 0;
  for (const [key, figure] of current) {
    const was = old.get(key);
    const [wasParts, nowParts] = [partsOf(was?.figure ?? ''), partsOf(figure.figure)];
    const changed = [...nowParts].filter(([label, value]) => moved(wasParts.get(label), value));
    const name = (label: string) => (label.startsWith('#') ? '' : `${short(label)}: `);
    if (!was) {
      const now = [...nowParts].map(([label, value]) => `${name(label)}${value}`).join('; ');
      rows.push(`| ${escapeCell(key)} | – | ${escapeCell(now)} | new |`);
      continue;
    }
    if (changed.length === 0) {
      unchanged++;
      continue;
    }
    const cell = (pick: (label: string, value: string) => string) =>
      escapeCell(changed.map(([label, value]) => `${name(label)}${pick(label, value)}`).join('; '));
    rows.push(
      `| ${escapeCell(key)} | ${cell((label) => wasParts.get(label) ?? '–')} | ${cell((_, value) => value)} | ${cell((label, value) => changeOf(wasParts.get(label) ?? '', value))} |`,
    );
  }
  const gone = [...old.keys()].filter((key) => !current.has(key));
  for (const key of gone)
    rows.push(`| ${escapeCell(key)} | ${escapeCell(old.get(key)!.figure)} | – | gone |`);
  return [
    '| figure | before | now | change |',
    '|---|---|---|---|',
    ...rows,
    '',
    `${unchanged} figures did not change, or by less than 1 %.`,
  ].join('\n');
}
