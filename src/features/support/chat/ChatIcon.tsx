import { iconPaths, type IconName } from '../../../components/ui/icons.ts';

/** The shared stroke icons (components/ui/icons.ts) for the chat island; decorative only. */
export function ChatIcon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: iconPaths[name] }}
    />
  );
}
