/**
 * eSIM status figures, in-process against a local Blobs server: GET /api/esims/:id/status
 * served from a warm cache, and answered with a provider call (simulated provider at 0 ms; each
 * sample is an eSIM's first look, since a second call within the minute is refused by design).
 */
import esimStatus from '../../netlify/functions/esim-status.mts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { signedInCustomer } from '../../tests/support/accounts.ts';
import { call } from '../../tests/support/call.ts';
import { setEnv } from '../../tests/support/env.ts';
import { paidOrder } from '../../tests/support/paid-orders.ts';
import { percentile, timeCalls } from './stats.ts';

const ESIMS = 50;

export async function benchEsimStatus(): Promise<string> {
  const restoreEnv = setEnv({
    SIMULATED_PROVIDER_LATENCY_MS: '0',
    SIMULATED_PROVIDER_FAILURE_RATE: '0',
  });
  try {
    const customer = await signedInCustomer(`status-bench-${Date.now()}@example.com`);
    const provider = createSimulatedProvider({ latencyMs: 0, failureRate: 0 });
    const ids: string[] = [];
    for (let i = 0; i < ESIMS; i++) {
      const order = await paidOrder(customer.userId, `pi_test_status_bench_${Date.now()}_${i}`);
      if ((await provisionOrder(order.id, { provider }))?.provisioningStatus !== 'completed')
        throw new Error('Bench eSIM was not delivered');
      ids.push(order.id);
    }
    const status = (id: string) =>
      call(esimStatus, `/api/esims/${id}/status`, { cookie: customer.cookie, params: { id } });
    const withCall: number[] = [];
    for (const id of ids) {
      const started = performance.now();
      if ((await status(id)).status !== 200) throw new Error('Bench status call failed');
      withCall.push(performance.now() - started);
    }
    const warm = await timeCalls(200, () => status(ids[0]!).then((r) => r.arrayBuffer()));
    return [
      '| measure | p50 | p95 | target (p95) |',
      '|---|---|---|---|',
      `| GET /api/esims/:id/status, warm cache | ${warm.p50.toFixed(1)} ms | ${warm.p95.toFixed(1)} ms | ≤ 20 ms |`,
      `| GET /api/esims/:id/status, with a provider call (simulated, 0 ms) | ${percentile(withCall, 50).toFixed(1)} ms | ${percentile(withCall, 95).toFixed(1)} ms | ≤ 60 ms |`,
    ].join('\n');
  } finally {
    restoreEnv();
  }
}
