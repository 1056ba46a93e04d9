/**
 * The one place that chooses the eSIM provider: eSIM Go when ESIMGO_API_KEY is set, otherwise the
 * simulator; none when test payments could buy real eSIMs
 * (docs/decisions/0023-test-payments-never-buy-real-esims.md). Everything else sees only the port.
 */
import {
  deployContext,
  esimGoApiKey,
  esimGoSettings,
  simulatedProviderSettings,
} from '../../../lib/env.ts';
import { testPaymentsBuyRealEsimsRefusal } from '../../../lib/payment-provider-safety.ts';
import type { EsimProvider } from '../../esim-provider/provider.ts';
import { createEsimGoProvider } from './esimgo.server.ts';
import { createSimulatedProvider } from './simulated.server.ts';

export class EsimProviderNotConfiguredError extends Error {}

/** The provider for this environment, read from the env at each call (tests change it). */
export function getEsimProvider(): EsimProvider {
  const refusal = testPaymentsBuyRealEsimsRefusal();
  if (refusal) {
    console.error(refusal);
    throw new EsimProviderNotConfiguredError(refusal);
  }
  const apiKey = esimGoApiKey();
  if (apiKey) return createEsimGoProvider({ apiKey, ...esimGoSettings() });
  // Real payments must never be answered with made-up eSIMs.
  if (deployContext() === 'production') {
    throw new EsimProviderNotConfiguredError('ESIMGO_API_KEY is not set in production');
  }
  // The site's own simulator also plays eSIM Go's usage callbacks, so alerts work locally.
  return createSimulatedProvider({ ...simulatedProviderSettings(), postCallbacks: true });
}
