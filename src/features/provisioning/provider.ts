/**
 * The eSIM provisioning port (DESIGN.md §5): eSIM Go when ESIMGO_API_KEY is set, otherwise the
 * simulated provider. Nothing outside src/features/provisioning/providers knows which one runs.
 */

/** What an installed eSIM needs: the QR code encodes `LPA:1$<smdpAddress>$<matchingId>`. */
export interface EsimAssignment {
  iccid: string;
  smdpAddress: string;
  matchingId: string;
}

/** The outcome of asking the provider for an eSIM. */
export type ProvisionResult =
  | { kind: 'assigned'; providerReference: string; esim: EsimAssignment }
  /** Ordered, but the eSIM is not assigned yet (eSIM Go: up to 10 minutes): look it up later. */
  | { kind: 'pending'; providerReference: string };

/**
 * A failure we may retry (timeouts, 429, 5xx, garbage answers) or must not (400/403: the
 * request itself is wrong, or the account has no balance).
 */
export class ProviderError extends Error {
  readonly retryable: boolean;
  /** True when the order may have been placed although we got no answer: look it up, never re-order blindly. */
  readonly outcomeUnknown: boolean;

  constructor(message: string, { retryable, outcomeUnknown = false }: { retryable: boolean; outcomeUnknown?: boolean }) {
    super(message);
    this.name = 'ProviderError';
    this.retryable = retryable;
    this.outcomeUnknown = outcomeUnknown;
  }
}

export interface EsimProvider {
  readonly name: 'esimgo' | 'simulated';
  /**
   * Buys one eSIM of `bundle` for our order `orderId`. Providers without idempotency keys
   * (eSIM Go) cannot dedupe: the caller records the attempt before calling and, when the outcome
   * is unknown, calls `lookup` instead of ordering again.
   */
  order(input: { orderId: string; bundle: string }): Promise<ProvisionResult>;
  /** Finds what an earlier `order` produced, by the provider reference it returned. */
  lookup(providerReference: string): Promise<ProvisionResult | null>;
}

/** The activation code the QR image encodes (GSMA SGP.22). */
export function lpaString({ smdpAddress, matchingId }: Pick<EsimAssignment, 'smdpAddress' | 'matchingId'>): string {
  return `LPA:1$${smdpAddress}$${matchingId}`;
}
