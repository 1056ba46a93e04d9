/**
 * One series per day as a hand-drawn SVG chart (bars or a line), with its text alternative: a
 * summary the chart is labelled with, and the figures as a table for screen readers.
 */
import DownloadCsvButton from './DownloadCsvButton.tsx';

interface ChartPoint {
  day: string;
  value: number;
}

interface SalesChartProps {
  title: string;
  kind: 'bar' | 'line';
  points: readonly ChartPoint[];
  /** How a value reads to people ('$1,250.00', '12'). */
  format: (value: number) => string;
  onDownload: () => void;
}

const WIDTH = 600;
const HEIGHT = 180;
const TOP = 10;

/** '2026-03-05' → 'Mar 5'. */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** 'Revenue per day, Mar 1 to Mar 30: $1,200.00 in all, the most $300.00 on Mar 5.' */
function chartSummary(
  title: string,
  points: readonly ChartPoint[],
  format: (value: number) => string,
): string {
  if (points.length === 0) return `${title}: no days to show.`;
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const best = points.reduce((top, point) => (point.value > top.value ? point : top));
  const range = `${shortDay(points[0]!.day)} to ${shortDay(points.at(-1)!.day)}`;
  return total === 0
    ? `${title}, ${range}: none.`
    : `${title}, ${range}: ${format(total)} in all, the most ${format(best.value)} on ${shortDay(best.day)}.`;
}

export default function SalesChart({ title, kind, points, format, onDownload }: SalesChartProps) {
  const highest = Math.max(0, ...points.map((point) => point.value));
  const max = Math.max(1, highest);
  const step = WIDTH / Math.max(1, points.length);
  const yOf = (value: number) => TOP + (HEIGHT - TOP) * (1 - value / max);
  return (
    <figure className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <figcaption className="font-semibold text-slate-900 dark:text-white">{title}</figcaption>
        <DownloadCsvButton of={title} onClick={onDownload} />
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400" aria-hidden="true">
        {format(highest)}
      </p>
      <svg
        role="img"
        aria-label={chartSummary(title, points, format)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-44 w-full text-brand-600 dark:text-brand-200"
      >
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-300" />
        {kind === 'bar' ? (
          points.map((point, i) => (
            <rect
              key={point.day}
              x={i * step + step * 0.15}
              width={step * 0.7}
              y={yOf(point.value)}
              height={HEIGHT - yOf(point.value)}
              fill="currentColor"
            />
          ))
        ) : (
          <polyline
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
            points={points
              .map((point, i) => `${i * step + step / 2},${yOf(point.value)}`)
              .join(' ')}
          />
        )}
      </svg>
      <div
        className="flex justify-between text-xs text-slate-500 dark:text-slate-400"
        aria-hidden="true"
      >
        <span>{points[0] && shortDay(points[0].day)}</span>
        <span>{points.at(-1) && shortDay(points.at(-1)!.day)}</span>
      </div>
      <table className="sr-only">
        <caption>{title}, day by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.day}>
              <th scope="row">{point.day}</th>
              <td>{format(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
