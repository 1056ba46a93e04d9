import { useState } from 'react';
import Icon from './Icon.tsx';
import { FLAG_FRAME_CLASS, flagHeight, flagLabel, flagSource } from './flag.ts';

/**
 * The React twin of Flag.astro: a self-hosted flag over its code, so the code text shows if the
 * image fails (docs/product.md#flags). `GlobeFlag` stands in where several countries are meant.
 */
interface FlagProps {
  code: string;
  /** Width in px; height follows the 4:3 flag ratio. */
  size?: number;
  className?: string;
}

export default function Flag({ code, size = 40, className = '' }: FlagProps) {
  const [failed, setFailed] = useState(false);
  const height = flagHeight(size);
  return (
    <span className={`${FLAG_FRAME_CLASS} ${className}`} style={{ width: size, height }}>
      <span aria-hidden="true">{flagLabel(code)}</span>
      {/* A failed image is removed, so no broken-image icon covers the code. */}
      {!failed && (
        <img
          src={flagSource(code)}
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

/** A globe in a flag-sized frame, for what covers several countries. */
export function GlobeFlag({ size = 40 }: { size?: number }) {
  const height = flagHeight(size);
  return (
    <span
      className="inline-grid shrink-0 place-items-center rounded-md bg-brand-50 text-brand-700 ring-1 ring-black/10 dark:bg-brand-900 dark:text-brand-100"
      style={{ width: size, height }}
    >
      <Icon name="globe" className="size-3/5" />
    </span>
  );
}
