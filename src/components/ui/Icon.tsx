import { iconPaths, type IconName } from './icons.ts';

/** The React twin of Icon.astro: one of the shared stroke icons (icons.ts), decorative only. */
export default function Icon({
  name,
  className = 'size-5',
  strokeWidth = 2,
}: {
  name: IconName;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: iconPaths[name] }}
    />
  );
}
