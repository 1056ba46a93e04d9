/**
 * Admin upload figures: a 10,000-row workbook's read, validation and store time and peak memory
 * (upload-worker.ts, alone in a process); and, through `npm start`, the time from an upload to
 * the rebuilt pages being served, after which the previous catalogue is restored.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from 'xlsx';
import countries from '../../content/countries.json' with { type: 'json' };
import { PLAN_SHEET_HEADER } from '../../src/features/admin/catalogue/plan-sheet.ts';
import { ownerSession } from './owner-session.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ROWS = 10_000;

/** Distinct plans: every destination with 25 data amounts at 7 and 30 days, as many as needed. */
function largeWorkbook(): Uint8Array {
  const rows: (string | number)[][] = [PLAN_SHEET_HEADER];
  // One entry per code: Hawaii and the USA are one destination.
  for (const country of new Map(countries.map((entry) => [entry.code, entry])).values()) {
    for (let gb = 1; gb <= 25; gb++) {
      for (const days of [7, 30])
        rows.push([
          country.name,
          `${gb}GB ${days} Days`,
          4 + gb * 1.5 + days / 10,
          '',
          gb === 5 ? 'yes' : 'no',
          '',
        ]);
    }
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.slice(0, ROWS + 1)), 'Plans');
  return new Uint8Array(
    XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
  );
}

export function benchLargeUpload(): string {
  const dir = mkdtempSync(join(tmpdir(), 'roamly-upload-bench-'));
  const file = join(dir, 'plans.xlsx');
  writeFileSync(file, largeWorkbook());
  const run = spawnSync(
    'node',
    [
      '--experimental-strip-types',
      '--disable-warning=ExperimentalWarning',
      'scripts/bench/upload-worker.ts',
      file,
    ],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  rmSync(dir, { recursive: true, force: true });
  if (run.status !== 0) throw new Error(`Upload bench failed: ${run.stderr}`);
  const figures = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as {
    fileBytes: number;
    ms: number;
    peakRssMb: number;
    rssBeforeMb: number;
  };
  return [
    '| measure | figure | target |',
    '|---|---|---|',
    `| ${ROWS.toLocaleString('en-US')}-row workbook (${(figures.fileBytes / 1024).toFixed(0)} KB): read + validate + store | ${(figures.ms / 1000).toFixed(2)} s | ≤ 3 s |`,
    `| peak memory of the process doing it (RSS; ${figures.rssBeforeMb.toFixed(0)} MB of it before the upload) | ${figures.peakRssMb.toFixed(0)} MB | ≤ 300 MB |`,
  ].join('\n');
}

/**
 * Signs in as the local admin, uploads the live catalogue plus one plan, waits for the new pages.
 */
export async function benchUploadToPages(base: string): Promise<string> {
  const cookie = await ownerSession(base);
  const exported = await fetch(`${base}/api/admin/plans-export`, { headers: { Cookie: cookie } });
  if (!exported.ok) throw new Error(`Export failed: ${exported.status}`);
  const book = XLSX.read(new Uint8Array(await exported.arrayBuffer()), { type: 'array' });
  const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
  });
  const edited = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    edited,
    XLSX.utils.aoa_to_sheet([...rows, ['Iceland', '77GB 30 Days', 79, '', 'no', '']]),
    'Plans',
  );
  const form = new FormData();
  form.append(
    'file',
    new File(
      [XLSX.write(edited, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer],
      'bench.xlsx',
    ),
  );

  const started = performance.now();
  const upload = await fetch(`${base}/api/admin/upload-plans`, {
    method: 'POST',
    headers: { Origin: base, Cookie: cookie, 'X-Requested-With': 'fetch' },
    body: form,
  });
  const { version } = (await upload.json()) as { version: string };
  const answered = performance.now() - started;
  await pagesServedOf(base, version);
  const served = performance.now() - started;
  // The restore rebuilds the site too: the benches after this one (load, Lighthouse) wait for its
  // pages rather than run beside a build.
  const restored = await fetch(`${base}/api/admin/restore-previous`, {
    method: 'POST',
    headers: { Origin: base, 'Content-Type': 'application/json', Cookie: cookie },
    body: '{}',
  });
  if (!restored.ok) throw new Error(`Restore failed: ${restored.status}`);
  await pagesServedOf(base, ((await restored.json()) as { version: string }).version);
  return [
    '| measure | figure |',
    '|---|---|',
    `| upload of the live catalogue + 1 plan (${rows.length - 1} rows) answered | ${(answered / 1000).toFixed(2)} s |`,
    `| upload → rebuilt pages served (local build hook, astro build, swap) | ${(served / 1000).toFixed(1)} s |`,
  ].join('\n');
}

/** Waits until the served pages are built from catalogue `version` (build-info.json says so). */
async function pagesServedOf(base: string, version: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    const info = (await (await fetch(`${base}/build-info.json`, { cache: 'no-store' })).json()) as {
      catalogueVersion: string;
    };
    if (info.catalogueVersion === version) return;
    if (performance.now() - started > 300_000)
      throw new Error('The rebuild did not finish in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
