/** The problems of a refused spreadsheet, row by row, so the admin can fix the file and retry. */
import type { UploadRefusal } from './catalogue-answers.ts';

export default function RowProblems({ refusal }: { refusal: UploadRefusal }) {
  const { errors = [], errorCount = errors.length } = refusal;
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-900 dark:bg-red-950/50 dark:text-red-100"
    >
      <p className="font-semibold">{refusal.message}</p>
      {errors.length > 0 && (
        <div className="max-h-80 overflow-auto rounded-lg bg-white dark:bg-slate-900">
          <table className="w-full text-left text-slate-800 dark:text-slate-200">
            <caption className="sr-only">Problems in the spreadsheet</caption>
            <thead className="sticky top-0 bg-white dark:bg-slate-900">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Row
                </th>
                <th scope="col" className="px-3 py-2">
                  Column
                </th>
                <th scope="col" className="px-3 py-2">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody>
              {errors.map((problem, index) => (
                <tr
                  key={`${problem.row}-${problem.column}-${index}`}
                  className="border-t border-slate-200 dark:border-slate-800"
                >
                  <td className="px-3 py-2 tabular-nums">{problem.row}</td>
                  <td className="px-3 py-2">{problem.column ?? '–'}</td>
                  <td className="px-3 py-2">{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {errorCount > errors.length && (
        <p>
          Showing the first {errors.length} of {errorCount} problems.
        </p>
      )}
    </div>
  );
}
