/**
 * One operation measured at one shop size: a first call to fill what it caches, one call whose
 * Blobs calls are counted (with the work it leaves running after its answer), then timed calls
 * to the answer, as many as fit in about three seconds (3 to 30).
 */
import { countBlobsCalls } from '../../tests/support/blobs-calls.ts';
import { afterAnswersSettled } from '../../tests/support/netlify-context.ts';
import type { ScaleOperation } from './scale-operations.ts';
import type { Measured } from './scale-report.ts';
import { percentile } from './stats.ts';

const TIME_PER_OPERATION_MS = 3_000;
const MIN_SAMPLES = 3;
const MAX_SAMPLES = 30;

export async function measureOperation(operation: ScaleOperation): Promise<Measured> {
  try {
    await (
      await operation.next()
    )();
    await afterAnswersSettled();
    const counted = await operation.next();
    const started = performance.now();
    const { calls } = await countBlobsCalls(async () => {
      await counted();
      await afterAnswersSettled();
    });
    const once = Math.max(1, performance.now() - started);
    const count = Math.min(
      MAX_SAMPLES,
      Math.max(MIN_SAMPLES, Math.round(TIME_PER_OPERATION_MS / once)),
    );
    const samples: number[] = [];
    for (let i = 0; i < count; i++) {
      const timed = await operation.next();
      const start = performance.now();
      await timed();
      samples.push(performance.now() - start);
      await afterAnswersSettled();
    }
    return { ok: true, calls, p50: percentile(samples, 50), p95: percentile(samples, 95) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
