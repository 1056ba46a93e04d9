import { PLAN_SHEET_COLUMNS } from './plan-sheet.ts';

/**
 * The admin's "format help": the columns the import reads, with a template and the live catalogue
 * to start from.
 */
export default function UploadFormatHelp() {
  return (
    <details className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
      <summary className="font-semibold text-slate-900 dark:text-white">Spreadsheet format</summary>
      <p className="mt-3">One plan per row, on the first sheet. A header row is optional.</p>
      <ul className="mt-2 grid list-disc gap-1 pl-5">
        {PLAN_SHEET_COLUMNS.map(({ column, optional, help }) => (
          <li key={column}>
            <strong>{column}</strong> {optional ? 'optional: ' : ''}
            {help}
          </li>
        ))}
      </ul>
      <p className="mt-3">
        Plans that keep their country, data and validity keep their id, so existing links stay
        valid.
      </p>
      <p className="mt-3 flex flex-wrap gap-3">
        <a href="/admin/plans-template.xlsx" download className="btn-secondary">
          Download template
        </a>
        <a href="/api/admin/plans-export" download className="btn-secondary">
          Download current catalogue
        </a>
      </p>
    </details>
  );
}
