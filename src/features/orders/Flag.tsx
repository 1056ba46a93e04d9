import { useState } from 'react';

/**
 * The React twin of catalogue/components/Flag.astro: a self-hosted flag over its code, so the
 * code text shows if the image fails (spec §8). Multi-country plans get a globe instead.
 */
interface FlagProps {
  code: string;
  /** Width in px; height follows the 4:3 flag ratio. */
  size?: number;
  className?: string;
}

const box =
  'relative inline-grid shrink-0 place-items-center overflow-hidden rounded-md bg-slate-200 text-xs font-bold text-slate-700 ring-1 ring-black/10 dark:bg-slate-700 dark:text-slate-100';

export default function Flag({ code, size = 40, className = '' }: FlagProps) {
  const [failed, setFailed] = useState(false);
  const height = Math.round((size * 3) / 4);
  return (
    <span className={`${box} ${className}`} style={{ width: size, height }}>
      <span aria-hidden="true">{code.toUpperCase()}</span>
      {/* A failed image is removed, so no broken-image icon covers the code. */}
      {!failed && (
        <img
          src={`/flags/${code.toLowerCase()}.svg`}
          alt=""
          width={size}
          height={height}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </span>
  );
}

/** A plan's flag: the flag of its one country, or a globe for a multi-country plan. */
export function PlanFlag({ plan, size = 40 }: { plan: { countryCode: string; flag: string | null }; size?: number }) {
  if (plan.flag && /^[A-Z]{2}$/.test(plan.countryCode)) return <Flag code={plan.countryCode} size={size} />;
  const height = Math.round((size * 3) / 4);
  return (
    <span
      className="inline-grid shrink-0 place-items-center rounded-md bg-brand-50 text-brand-700 ring-1 ring-black/10 dark:bg-brand-900 dark:text-brand-100"
      style={{ width: size, height }}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" className="size-3/5">
        <circle cx="12" cy="12" r="10" />
        <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
      </svg>
    </span>
  );
}
