/**
 * The test-only provider call pace (PROVIDER_CALL_PACE=test, for the browser tests' trip): the
 * status gate lets a call through every few seconds instead of once a minute. The product's minute
 * is tested in esim-status.test.ts, at the default pace.
 */
import { expect, test } from 'vitest';
import { createStatusReader } from '../../src/features/esims/status-cache.server.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { setEnv } from '../support/env.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ env: { PROVIDER_CALL_PACE: 'test', ESIMGO_API_KEY: undefined } });

let sequence = 0;

/** A simulated eSIM bought at 12:00:30 on a clock moved by hand, with its usage calls counted. */
async function pacedEsim() {
  let time = Date.parse('2026-06-10T12:00:30.000Z');
  const clock = { now: () => time, set: (iso: string) => void (time = Date.parse(iso)) };
  const simulated = createSimulatedProvider({ latencyMs: 0, failureRate: 0, now: clock.now });
  const bought = await simulated.order({
    orderId: `paced-esim-${++sequence}`,
    bundle: 'esim_3GB_7D_JP_V2',
  });
  if (bought.kind !== 'assigned') throw new Error('the simulator always assigns');
  const calledAt: string[] = [];
  const provider: EsimProvider = {
    ...simulated,
    usage: (iccid) => (calledAt.push(new Date(clock.now()).toISOString()), simulated.usage(iccid)),
  };
  const read = createStatusReader({ provider: () => provider, now: clock.now });
  const refresh = () => read(bought.esim.iccid, { refresh: true });
  return { clock, refresh, calledAt };
}

test('at the test pace, Refresh calls the provider again after 7 seconds (5 plus 2 to decide), not sooner', async () => {
  const { clock, refresh, calledAt } = await pacedEsim();
  await refresh();
  clock.set('2026-06-10T12:00:34.000Z');
  const tooSoon = await refresh();
  expect(tooSoon.ok && tooSoon.answer.note).toBe(
    'The network was asked moments ago. You can refresh again in 3 seconds.',
  );
  clock.set('2026-06-10T12:00:36.900Z');
  await refresh();
  clock.set('2026-06-10T12:00:37.000Z');
  await refresh();
  expect(calledAt).toEqual(['2026-06-10T12:00:30.000Z', '2026-06-10T12:00:37.000Z']);
});

test('at the production pace the same Refreshes make one call: the minute is the default', async () => {
  const restore = setEnv({ PROVIDER_CALL_PACE: undefined });
  try {
    const { clock, refresh, calledAt } = await pacedEsim();
    await refresh();
    clock.set('2026-06-10T12:00:37.000Z');
    await refresh();
    expect(calledAt).toEqual(['2026-06-10T12:00:30.000Z']);
  } finally {
    restore();
  }
});
