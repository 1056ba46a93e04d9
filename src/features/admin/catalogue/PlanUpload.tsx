/**
 * The spreadsheet upload of /admin (docs/product.md#screen-admin, #errors-upload): choose an Excel
 * file, upload it, and see either what changed or, for a refused file, what is wrong row by row
 * (the live catalogue is then untouched).
 */
import { useRef, useState, type FormEvent } from 'react';
import { showToast } from '../../../components/ui/toast.store.ts';
import { useHydrated } from '../../../components/ui/use-hydrated.ts';
import { api, ApiError, serverMessageOr } from '../../../lib/api-client.ts';
import {
  isExcelFileName,
  uploadToasts,
  type CatalogueReplaced,
  type UploadRefusal,
} from './catalogue-answers.ts';
import ChangeSummary from './ChangeSummary.tsx';
import RowProblems from './RowProblems.tsx';
import UploadFormatHelp from './UploadFormatHelp.tsx';

const ACCEPT =
  '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

type Outcome =
  | { kind: 'imported'; result: CatalogueReplaced }
  | { kind: 'refused'; refusal: UploadRefusal }
  | null;

export default function PlanUpload({ onImported }: { onImported: () => void }) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  function choose(chosen: File | undefined) {
    if (chosen && !isExcelFileName(chosen.name)) {
      showToast({ ...uploadToasts.invalidType, variant: 'destructive' });
      if (input.current) input.current.value = '';
      setFile(null);
      return;
    }
    setFile(chosen ?? null);
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file || uploading) return;
    setUploading(true);
    const form = new FormData();
    form.append('file', file);
    try {
      const result = await api.upload<CatalogueReplaced>('/api/admin/upload-plans', form);
      showToast({
        title: uploadToasts.successTitle,
        description: uploadToasts.successDescription(result.count),
      });
      setOutcome({ kind: 'imported', result });
      setFile(null);
      if (input.current) input.current.value = '';
      onImported();
    } catch (error) {
      const refusal = refusalOf(error);
      showToast({
        title: uploadToasts.failedTitle,
        description: refusal.message,
        variant: 'destructive',
      });
      setOutcome({ kind: 'refused', refusal });
    } finally {
      setUploading(false);
    }
  }

  return (
    <section aria-labelledby="upload-heading" className="card grid gap-5 p-6">
      <div>
        <h2 id="upload-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          Upload plans
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          The spreadsheet replaces the whole catalogue. A file with any problem is refused and
          nothing changes.
        </p>
      </div>
      <form onSubmit={upload} className="grid gap-4">
        <label className="grid cursor-pointer justify-items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 p-6 text-center hover:border-brand-500 dark:border-slate-700">
          <span className="font-semibold text-slate-900 dark:text-white">
            Excel file (.xlsx or .xls)
          </span>
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {file ? `Selected: ${file.name}` : 'No file chosen'}
          </span>
          <input
            ref={input}
            type="file"
            name="file"
            accept={ACCEPT}
            className="sr-only"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <span className="btn-secondary pointer-events-none">Choose file</span>
        </label>
        <button type="submit" className="btn-primary" disabled={!hydrated || !file || uploading}>
          {uploading ? 'Uploading...' : 'Upload Plans'}
        </button>
      </form>
      {outcome?.kind === 'imported' && <ChangeSummary result={outcome.result} />}
      {outcome?.kind === 'refused' && <RowProblems refusal={outcome.refusal} />}
      <UploadFormatHelp />
    </section>
  );
}

/**
 * The server's message or 'Upload failed', with the row problems it listed
 * (docs/product.md#errors-upload).
 */
function refusalOf(error: unknown): UploadRefusal {
  const message = serverMessageOr(error, 'Upload failed');
  const body =
    error instanceof ApiError ? (error.body as Partial<UploadRefusal> | undefined) : undefined;
  const errors = Array.isArray(body?.errors) ? body.errors : undefined;
  return {
    message,
    errors,
    errorCount: typeof body?.errorCount === 'number' ? body.errorCount : errors?.length,
  };
}
