/**
 * Run alone in its own process by upload.ts, so its peak memory is the upload's own: the workbook
 * named on the command line imported (read + validate + store) against a fresh local Blobs
 * server. Prints JSON.
 */
import { readFile } from 'node:fs/promises';
import { importPlanWorkbook } from '../../src/features/admin/catalogue/catalogue-admin.server.ts';
import { startLocalBlobs } from '../../tests/support/blobs-server.ts';

const bytes = new Uint8Array(await readFile(process.argv[2] ?? ''));
const blobs = await startLocalBlobs();
const before = process.memoryUsage().rss;
const started = performance.now();
const benchOwner = { user: { id: 'bench', email: 'bench@roamly.example' }, role: 'owner' as const };
const outcome = await importPlanWorkbook(benchOwner, 'bench.xlsx', bytes);
const ms = performance.now() - started;
await blobs.stop();
if (!outcome.ok) throw new Error(`The bench workbook was refused: ${outcome.refusal.message}`);
console.log(
  JSON.stringify({
    fileBytes: bytes.byteLength,
    ms,
    count: outcome.result.count,
    rssBeforeMb: before / 2 ** 20,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
