/** Chooses the payment gateway from the environment: the only place that knows which one runs. */
import { deployContext, stripeSecretKey } from '../../lib/env.ts';
import { testPaymentsBuyRealEsimsRefusal } from '../../lib/payment-provider-safety.ts';
import type { PaymentGateway } from './gateway.ts';
import { createStripeGateway } from './stripe.server.ts';
import { testGateway } from './test-gateway.server.ts';

export class PaymentsNotConfiguredError extends Error {}

/**
 * Stripe with STRIPE_SECRET_KEY; else the test gateway, which production refuses. None at all when
 * test payments could buy real eSIMs (docs/decisions/0023-test-payments-never-buy-real-esims.md):
 * callers answer 503 as for a missing key. The Stripe SDK loads on the first call to Stripe.
 */
export async function getPaymentGateway(): Promise<PaymentGateway> {
  const refusal = testPaymentsBuyRealEsimsRefusal();
  if (refusal) {
    console.error(refusal);
    throw new PaymentsNotConfiguredError(refusal);
  }
  const secretKey = stripeSecretKey();
  if (secretKey) return createStripeGateway({ secretKey });
  if (!isTestGatewayAllowed())
    throw new PaymentsNotConfiguredError('STRIPE_SECRET_KEY is not set in production');
  return testGateway;
}

/**
 * The test gateway runs only without Stripe keys, never in production, never beside a live eSIM Go
 * key.
 */
export function isTestGatewayAllowed(): boolean {
  return (
    !stripeSecretKey() && deployContext() !== 'production' && !testPaymentsBuyRealEsimsRefusal()
  );
}
