import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { getEsimProvider } from './provider.server.ts';

const VARIABLES = [
  'ESIMGO_API_KEY',
  'ESIMGO_BASE_URL',
  'ESIMGO_TIMEOUT_MS',
  'SIMULATED_PROVIDER_LATENCY_MS',
  'SIMULATED_PROVIDER_FAILURE_RATE',
  'CONTEXT',
] as const;
let saved: Record<string, string | undefined>;

beforeEach(() => {
  saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  for (const name of VARIABLES) delete process.env[name];
});

afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('getEsimProvider', () => {
  test('chooses eSIM Go when ESIMGO_API_KEY is set', () => {
    process.env.ESIMGO_API_KEY = 'key-123';
    expect(getEsimProvider().name).toBe('esimgo');
  });

  test('chooses the simulator when ESIMGO_API_KEY is unset or blank', () => {
    expect(getEsimProvider().name).toBe('simulated');
    process.env.ESIMGO_API_KEY = '  ';
    expect(getEsimProvider().name).toBe('simulated');
  });

  test('reads the simulator failure rate from the environment', async () => {
    process.env.SIMULATED_PROVIDER_LATENCY_MS = '0';
    process.env.SIMULATED_PROVIDER_FAILURE_RATE = '1';
    await expect(getEsimProvider().order({ orderId: 'ord_env', bundle: 'b' })).rejects.toThrow('Simulated provider failure');
  });

  test('fails fast, naming the variable, on a malformed number', () => {
    process.env.SIMULATED_PROVIDER_FAILURE_RATE = '50%';
    expect(() => getEsimProvider()).toThrow('SIMULATED_PROVIDER_FAILURE_RATE');
    process.env.ESIMGO_API_KEY = 'key-123';
    process.env.ESIMGO_TIMEOUT_MS = '-1';
    expect(() => getEsimProvider()).toThrow('ESIMGO_TIMEOUT_MS');
  });

  test('never answers real payments with simulated eSIMs in production', () => {
    process.env.CONTEXT = 'production';
    expect(() => getEsimProvider()).toThrow('ESIMGO_API_KEY is not set in production');
    process.env.ESIMGO_API_KEY = 'key-123';
    expect(getEsimProvider().name).toBe('esimgo');
  });
});
