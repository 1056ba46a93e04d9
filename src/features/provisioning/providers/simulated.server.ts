/**
 * The local default provider (DESIGN.md §5): no account, no network. Its eSIMs are pure functions
 * of the order id, so ordering twice for one order gives the same eSIM and a lookup needs no
 * storage; latency and failure rate are set by env so tests can exercise retries.
 */
import { sha256Hex } from '../../../lib/hash.ts';
import { ProviderError, type EsimAssignment, type EsimProvider, type ProvisionResult } from '../provider.ts';
import { luhnCheckDigit } from '../../../lib/luhn.ts';

const SIMULATED_SMDP_ADDRESS = 'smdp.simulated.roamly.example';
/** 89 (telecom) + 88 (international networks): never a real operator's range. */
const ICCID_PREFIX = '8988';
const ICCID_LENGTH = 19;
const REFERENCE_PATTERN = /^sim-[0-9a-f]{12}$/;

export interface SimulatedProviderOptions {
  latencyMs: number;
  /** Chance (0..1) that an order fails, retryably. */
  failureRate: number;
  /** Uniform in [0, 1); injectable so tests decide the failures. */
  random?: () => number;
}

/** The reference the simulator gives an order: the same order always gets the same one. */
function simulatedReference(orderId: string): string {
  return `sim-${sha256Hex(orderId).slice(0, 12)}`;
}

/** The eSIM behind a simulated reference, re-derived on every call. */
function simulatedEsim(providerReference: string): EsimAssignment {
  const hash = sha256Hex(providerReference);
  const payloadLength = ICCID_LENGTH - ICCID_PREFIX.length - 1;
  const body = (BigInt(`0x${hash}`) % 10n ** BigInt(payloadLength)).toString().padStart(payloadLength, '0');
  const payload = ICCID_PREFIX + body;
  const hex = hash.slice(-12).toUpperCase();
  return {
    iccid: `${payload}${luhnCheckDigit(payload)}`,
    smdpAddress: SIMULATED_SMDP_ADDRESS,
    matchingId: `K2-${hex.slice(0, 6)}-${hex.slice(6)}`,
  };
}

export function createSimulatedProvider({ latencyMs, failureRate, random = Math.random }: SimulatedProviderOptions): EsimProvider {
  if (!(latencyMs >= 0)) throw new Error('The simulated latency must be 0 ms or more');
  if (!(failureRate >= 0 && failureRate <= 1)) throw new Error('The simulated failure rate must be between 0 and 1');
  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, latencyMs));

  return {
    name: 'simulated',

    async order({ orderId }): Promise<ProvisionResult> {
      await wait();
      if (random() < failureRate) throw new ProviderError('Simulated provider failure', { retryable: true });
      const providerReference = simulatedReference(orderId);
      return { kind: 'assigned', providerReference, esim: simulatedEsim(providerReference) };
    },

    async lookup(providerReference): Promise<ProvisionResult | null> {
      await wait();
      if (!REFERENCE_PATTERN.test(providerReference)) return null;
      return { kind: 'assigned', providerReference, esim: simulatedEsim(providerReference) };
    },
  };
}
