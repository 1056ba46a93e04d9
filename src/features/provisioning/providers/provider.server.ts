/**
 * The one place that chooses the eSIM provider (STYLE.md rule 4): eSIM Go when ESIMGO_API_KEY is
 * set, otherwise the simulator; none when test payments could buy real eSIMs (DESIGN.md §7).
 * Everything else sees only the EsimProvider port.
 */
import { deployContext, optionalEnv } from '../../../lib/env.ts';
import { testPaymentsBuyRealEsimsRefusal } from '../../../lib/payment-provider-safety.ts';
import type { EsimProvider } from '../provider.ts';
import { createEsimGoProvider, DEFAULT_ESIMGO_TIMEOUT_MS } from './esimgo.server.ts';
import { createSimulatedProvider } from './simulated.server.ts';

const DEFAULT_SIMULATED_LATENCY_MS = 300;

export class EsimProviderNotConfiguredError extends Error {}

/** The provider for this environment, read from the env at each call (tests change it). */
export function getEsimProvider(): EsimProvider {
  const refusal = testPaymentsBuyRealEsimsRefusal(process.env);
  if (refusal) {
    console.error(refusal);
    throw new EsimProviderNotConfiguredError(refusal);
  }
  const apiKey = optionalEnv('ESIMGO_API_KEY');
  if (apiKey) {
    return createEsimGoProvider({
      apiKey,
      baseUrl: optionalEnv('ESIMGO_BASE_URL'),
      timeoutMs: numberFromEnv('ESIMGO_TIMEOUT_MS', DEFAULT_ESIMGO_TIMEOUT_MS, { min: 1, integer: true }),
    });
  }
  // Real payments must never be answered with made-up eSIMs.
  if (deployContext() === 'production') {
    throw new EsimProviderNotConfiguredError('ESIMGO_API_KEY is not set in production');
  }
  return createSimulatedProvider({
    latencyMs: numberFromEnv('SIMULATED_PROVIDER_LATENCY_MS', DEFAULT_SIMULATED_LATENCY_MS, { min: 0, integer: true }),
    failureRate: numberFromEnv('SIMULATED_PROVIDER_FAILURE_RATE', 0, { min: 0, max: 1 }),
  });
}

/** A numeric variable, or `fallback` when unset; a malformed value fails fast, naming it. */
function numberFromEnv(name: string, fallback: number, range: { min: number; max?: number; integer?: boolean }): number {
  const raw = optionalEnv(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  const valid =
    Number.isFinite(value) && value >= range.min && (range.max === undefined || value <= range.max) && (!range.integer || Number.isInteger(value));
  if (!valid) {
    const bounds = range.max === undefined ? `${range.min} or more` : `between ${range.min} and ${range.max}`;
    throw new Error(`Environment variable ${name} must be ${range.integer ? 'a whole number' : 'a number'} ${bounds}`);
  }
  return value;
}
