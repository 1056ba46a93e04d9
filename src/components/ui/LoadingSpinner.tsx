/** A page-level wait: the brand spinner above a short text, announced as a status. */
export default function LoadingSpinner({
  label,
  className = 'py-16',
}: {
  label: string;
  className?: string;
}) {
  return (
    <div role="status" className={`grid justify-items-center gap-4 text-center ${className}`}>
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 dark:border-slate-700 dark:border-t-brand-500"
      />
      <p className="font-medium text-slate-700 dark:text-slate-200">{label}</p>
    </div>
  );
}
