/**
 * A console search's frame: its heading, the form around the fields it is given, what the results
 * say while loading, on failure or when empty, the results themselves and 'More'.
 */
import type { FormEvent, ReactNode, RefObject } from 'react';

/** Where a search stands, as the frame shows it. */
export interface SearchProgress {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The server's message when it failed. */
  message?: string;
  found: number;
  hasMore: boolean;
}

interface Props {
  id: string;
  title: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  fields: ReactNode;
  progress: SearchProgress;
  /** 'order' or 'customer': the word of 'No order matches', 'Loading orders...', 'More orders'. */
  noun: string;
  onMore: () => void;
  children: ReactNode;
}

export default function SearchPanel(props: Props) {
  const { id, title, formRef, onSubmit, fields, progress, noun, onMore, children } = props;
  const heading = `${id}-heading`;
  return (
    <section aria-labelledby={heading} className="card grid gap-4 p-6">
      <h2 id={heading} className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        className="grid gap-4"
        role="search"
        aria-labelledby={heading}
      >
        {fields}
        <div>
          <button
            type="submit"
            className="btn-primary min-h-11"
            disabled={progress.status === 'loading'}
          >
            Search
          </button>
        </div>
      </form>
      <div aria-live="polite" className="grid gap-4">
        {progress.status === 'failed' && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {progress.message}
          </p>
        )}
        {progress.status === 'ready' && progress.found === 0 && (
          <p className="text-slate-600 dark:text-slate-400">No {noun} matches this search.</p>
        )}
        {progress.found > 0 && children}
        {progress.status === 'loading' && (
          <p className="text-sm text-slate-600 dark:text-slate-400">Loading {noun}s...</p>
        )}
      </div>
      {progress.status === 'ready' && progress.hasMore && (
        <div>
          <button type="button" className="btn-secondary min-h-11" onClick={onMore}>
            More {noun}s
          </button>
        </div>
      )}
    </section>
  );
}
