/** The catalogue functions' own cost: handler calls in-process against a local Blobs server. */
import type { Context } from '@netlify/functions';
import plansHandler from '../../netlify/functions/plans.mts';
import { startLocalBlobs } from '../../tests/support/blobs-server.ts';
import { timeCalls } from './stats.ts';

export async function benchCatalogueApi(): Promise<string> {
  const blobs = await startLocalBlobs();
  try {
    const call = (path: string, params: Record<string, string>) =>
      plansHandler(new Request(`http://localhost${path}`), { params } as unknown as Context).then((r) => r.arrayBuffer());
    await call('/api/plans', {}); // seeds the catalogue
    const all = await timeCalls(200, () => call('/api/plans', {}));
    const one = await timeCalls(200, () => call('/api/plans/us', { countryCode: 'us' }));
    return [
      '| call | p50 | p95 |',
      '|---|---|---|',
      `| GET /api/plans (all plans) | ${all.p50.toFixed(1)} ms | ${all.p95.toFixed(1)} ms |`,
      `| GET /api/plans/us | ${one.p50.toFixed(1)} ms | ${one.p95.toFixed(1)} ms |`,
    ].join('\n');
  } finally {
    await blobs.stop();
  }
}
