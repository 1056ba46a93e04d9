/** What an accepted upload or restore changed, shown under the upload box. */
import type { CatalogueReplaced } from './catalogue-answers.ts';

export default function ChangeSummary({ result }: { result: CatalogueReplaced }) {
  return (
    <div
      role="status"
      className="rounded-xl bg-green-50 p-4 text-sm text-green-900 dark:bg-green-950/50 dark:text-green-100"
    >
      <p className="font-semibold">{result.count.toLocaleString('en-US')} plans are live now.</p>
      <p className="mt-1">
        {result.added} added, {result.changed} changed, {result.removed} removed. The pages are
        being rebuilt with the new plans.
      </p>
      {result.providerFacts && (
        <p className={`mt-1${result.providerFacts.source === 'kept' ? ' font-semibold' : ''}`}>
          {result.providerFacts.message}
        </p>
      )}
    </div>
  );
}
