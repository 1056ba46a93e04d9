/**
 * eSIM Go callback handling, in-process against a local Blobs server (target: p95 ≤ 30 ms):
 * a signed callback that only records usage, one repeated (the alert already sent, the common
 * case once eSIM Go retries), and one that queues a new alert's mail (sent after the answer).
 */
import { signedInCustomer } from '../../tests/support/accounts.ts';
import {
  answerToCallback,
  boughtEsim,
  postCallback,
  utilisation,
} from '../../tests/support/esimgo-callbacks.ts';
import { afterAnswersSettled } from '../../tests/support/netlify-context.ts';
import { percentile, timeCalls } from './stats.ts';

export async function benchCallbacks(): Promise<string> {
  const { userId } = await signedInCustomer(`callbacks-bench-${Date.now()}@example.com`);
  const { iccid } = await boughtEsim(userId, `pi_test_callbacks_bench_${Date.now()}`);
  const answered = async (response: Promise<Response>) => {
    if ((await response).status !== 200) throw new Error('Bench callback was not accepted');
  };
  const usageOnly = await timeCalls(200, () => answered(postCallback(utilisation(iccid, 0.5))));
  await answered(postCallback(utilisation(iccid, 0.85)));
  const repeated = await timeCalls(200, () => answered(postCallback(utilisation(iccid, 0.85))));
  let assignment = 0;
  // Timed to the answer; the mail's send runs after it (as on Netlify) and is settled outside the
  // timing.
  const newAlertSamples: number[] = [];
  for (let i = 0; i < 100; i++) {
    const started = performance.now();
    await answered(answerToCallback(utilisation(iccid, 0.85, `bench-${++assignment}`)));
    newAlertSamples.push(performance.now() - started);
    await afterAnswersSettled();
  }
  const newAlert = { p50: percentile(newAlertSamples, 50), p95: percentile(newAlertSamples, 95) };
  const row = (label: string, { p50, p95 }: { p50: number; p95: number }) =>
    `| ${label} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms |`;
  return [
    '| POST /api/esimgo/callback (signed, in-process) | p50 | p95 |',
    '|---|---|---|',
    row('50 % used: usage recorded, no mail', usageOnly),
    row('80 % again: the alert already sent', repeated),
    row('80 % of a new bundle: alert claimed and mail queued (sent after the answer)', newAlert),
  ].join('\n');
}
