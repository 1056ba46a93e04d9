/**
 * eSIM Go callback handling, in-process against a local Blobs server (issue 12: p95 ≤ 30 ms):
 * a signed callback that only records usage, one repeated (the alert already sent, the common
 * case once eSIM Go retries), and one that sends a new alert through the mail queue.
 */
import { signedInCustomer } from '../../tests/support/accounts.ts';
import { boughtEsim, postCallback, utilisation } from '../../tests/support/esimgo-callbacks.ts';
import { timeCalls } from './stats.ts';

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
  const newAlert = await timeCalls(100, () => answered(postCallback(utilisation(iccid, 0.85, `bench-${++assignment}`))));
  const row = (label: string, { p50, p95 }: { p50: number; p95: number }) => `| ${label} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms |`;
  return [
    '| POST /api/esimgo/callback (signed, in-process) | p50 | p95 |',
    '|---|---|---|',
    row('50 % used: usage recorded, no mail', usageOnly),
    row('80 % again: the alert already sent', repeated),
    row('80 % of a new bundle: alert claimed, mail queued and sent to the outbox', newAlert),
  ].join('\n');
}
