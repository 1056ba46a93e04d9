/** Placeholder cards while orders load; also what the built HTML shows before hydration. */
export default function OrdersSkeleton({ label, count = 2 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      {Array.from({ length: count }, (_, key) => (
        <div key={key} className="card animate-pulse p-6">
          <div className="flex items-center gap-4">
            <div className="h-9 w-12 rounded-md bg-slate-200 dark:bg-slate-800" />
            <div className="grid flex-1 gap-2">
              <div className="h-5 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
              <div className="h-4 w-1/4 rounded bg-slate-200 dark:bg-slate-800" />
            </div>
          </div>
          <div className="mt-6 h-12 rounded bg-slate-200 dark:bg-slate-800" />
        </div>
      ))}
    </div>
  );
}
