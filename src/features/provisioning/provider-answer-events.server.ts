/**
 * Each provisioning attempt's answer from the provider, on the order's timeline for support: what
 * was assigned, or the provider's own error, which the order keeps only as the customer's message.
 * Recording never fails the attempt (recordOrderEvent swallows its own failures).
 */
import { ProviderError } from '../esim-provider/provider.ts';
import type { OrderRecord } from '../orders/order.ts';
import { recordOrderEvent } from '../orders/order-events.server.ts';
import type { OrderOutcome } from './provider-orders.ts';

/** The provider's answer to a purchase or a lookup. */
export function recordProviderAnswer(order: OrderRecord, result: OrderOutcome): Promise<void> {
  const attempt = `Attempt ${order.attempts}`;
  const detail = `Provider reference ${result.providerReference}`;
  switch (result.kind) {
    case 'assigned':
      return recordOrderEvent(order.id, {
        kind: 'esim-assigned',
        summary: `${attempt}: eSIM assigned, ICCID ${result.esim.iccid}`,
        detail,
      });
    case 'pending':
      return recordOrderEvent(order.id, {
        kind: 'provider-pending',
        summary: `${attempt}: ordered; the provider has not assigned the eSIM yet`,
        detail,
      });
    case 'topped-up':
      return recordOrderEvent(order.id, {
        kind: 'top-up-applied',
        summary: `${attempt}: the provider added the bundle to ICCID ${order.iccid ?? 'unknown'}`,
        detail,
      });
  }
}

/** What became of the order after the provider's error. */
function consequenceOf(error: unknown): string {
  if (!(error instanceof ProviderError)) return 'an error of ours; the outcome is unknown';
  if (error.outcomeUnknown) return 'no answer, so it may have been bought: never bought again';
  return error.retryable ? 'tried again' : 'not retried';
}

/** A purchase or lookup that failed, with the provider's message. */
export function recordProviderError(
  order: OrderRecord,
  call: 'purchase' | 'lookup',
  error: unknown,
): Promise<void> {
  return recordOrderEvent(order.id, {
    kind: 'provider-error',
    summary: `Attempt ${order.attempts}: the provider's ${call} failed (${consequenceOf(error)})`,
    detail: error instanceof Error ? error.message : String(error),
  });
}

/** A lookup of an earlier purchase that the provider does not know. */
export function recordProviderHasNoRecord(order: OrderRecord): Promise<void> {
  return recordOrderEvent(order.id, {
    kind: 'provider-error',
    summary: `Attempt ${order.attempts}: the provider has no record of the purchase`,
    detail: `Provider reference ${order.providerReference ?? 'unknown'}`,
  });
}
