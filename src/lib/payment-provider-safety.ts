/**
 * Test payments never meet a live eSIM provider: gateway and provider are chosen apart, so a
 * preview with test payments and a live eSIM Go key would buy a real eSIM for card 4242. Checked by
 * `npm start` and both choosers (docs/decisions/0023-test-payments-never-buy-real-esims.md).
 */
import { readEnv, type EnvSource } from './env.ts';

/**
 * Live Stripe keys: secret (sk_live_) and restricted (rk_live_). Anything else is not real money.
 */
const LIVE_STRIPE_KEY = /^(sk|rk)_live_/;

/**
 * Why this environment (the process's, unless a test passes one) could let a test payment buy a
 * real eSIM, or null when it cannot. Names the variables and the ways out; never shows a key
 * beyond its public prefix.
 */
export function testPaymentsBuyRealEsimsRefusal(env?: EnvSource): string | null {
  if (!readEnv('ESIMGO_API_KEY', env)) return null; // the simulator buys nothing
  // The operator vouches that ESIMGO_API_KEY is an eSIM Go sandbox key.
  if (readEnv('ESIMGO_ALLOW_WITH_TEST_PAYMENTS', env) === '1') return null;
  const stripeKey = readEnv('STRIPE_SECRET_KEY', env);
  if (stripeKey && LIVE_STRIPE_KEY.test(stripeKey)) return null;
  const payments = !stripeKey
    ? 'STRIPE_SECRET_KEY is not set, so payments go to the test gateway (card 4242 pays)'
    : /^(sk|rk)_test_/.test(stripeKey)
      ? `STRIPE_SECRET_KEY is a Stripe test key (${stripeKey.slice(0, 8)}…), so card 4242 pays`
      : 'STRIPE_SECRET_KEY is not a live Stripe key (sk_live_… or rk_live_…)';
  return (
    `Test payments could buy real eSIMs: ${payments} while ESIMGO_API_KEY is set. ` +
    'Unset ESIMGO_API_KEY to use the simulated provider, or set a live STRIPE_SECRET_KEY (sk_live_…), ' +
    'or, if ESIMGO_API_KEY is an eSIM Go sandbox key, set ESIMGO_ALLOW_WITH_TEST_PAYMENTS=1.'
  );
}
