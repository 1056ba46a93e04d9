/**
 * The real records hostile requests aim at: a signed-in customer and admin, spare sessions that
 * sign-out may end, an unpaid and a paid test payment, and orders (pending, completed, another
 * customer's), live e-mail links, so forged calls meet real ids as well as made-up ones.
 */
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import plans from '../../netlify/functions/plans.mts';
import confirm from '../../netlify/functions/test-payments-confirm.mts';
import { createSession } from '../../src/features/auth/sessions/sessions.server.ts';
import { issueToken } from '../../src/features/auth/tokens.server.ts';
import { createUser } from '../../src/features/auth/users.server.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { signedInCustomer } from './accounts.ts';
import { paidOrder } from './paid-orders.ts';
import { call } from './call.ts';
import type { EnvValues } from './env.ts';
import { JAPAN_5GB_PLAN_WITHOUT_BUNDLE } from './japan-plan.ts';
import { CHECKOUT_ANSWERS } from './checkout-answers.ts';

export interface HostileFixtures {
  customer: { token: string; userId: string };
  admin: { token: string; userId: string };
  /** The customer's other sessions: sign-out may end these, never the two above. */
  spareTokens: string[];
  unpaid: { paymentIntentId: string; clientSecret: string };
  paid: { paymentIntentId: string; clientSecret: string };
  orderIds: { pending: string; completed: string; someoneElses: string };
  /**
   * Live single-use links: the customer's e-mail verification, and a reset for an account of its
   * own.
   */
  verifyToken: string;
  resetToken: string;
}

/**
 * Local adapters only (test payments, outbox mail, instant simulated eSIMs, no build hook), plus
 * `values`.
 */
export function localAdapters(values: EnvValues): EnvValues {
  return {
    CONTEXT: undefined,
    STRIPE_SECRET_KEY: undefined,
    SMTP_URL: undefined,
    ESIMGO_API_KEY: undefined,
    SIMULATED_PROVIDER_FAILURE_RATE: undefined,
    NETLIFY_BUILD_HOOK_URL: undefined,
    URL: undefined,
    SIMULATED_PROVIDER_LATENCY_MS: '0',
    ...values,
  };
}

const plan = JAPAN_5GB_PLAN_WITHOUT_BUNDLE;

async function signedIn(email: string) {
  const { cookie, userId } = await signedInCustomer(email);
  return { token: /(?:^|; )sid=([^;]+)/.exec(cookie)?.[1] ?? '', userId };
}

async function intentFor(cookie: string) {
  const response = await call(createIntent, '/api/create-payment-intent', {
    body: { ...CHECKOUT_ANSWERS, planId: 'us-5gb-7d' },
    cookie,
  });
  return (await response.json()) as { paymentIntentId: string; clientSecret: string };
}

async function order(paymentIntentId: string, userId: string) {
  return (await paidOrder(userId, paymentIntentId, plan)).id;
}

export async function createHostileFixtures(
  customerEmail: string,
  adminEmail: string,
): Promise<HostileFixtures> {
  const [customer, admin] = await Promise.all([signedIn(customerEmail), signedIn(adminEmail)]);
  // Seeds the catalogue, which any first read does: a refused call must not be the one to do it.
  await call(plans, '/api/plans');
  const spareTokens = await Promise.all(
    Array.from({ length: 12 }, async () => (await createSession({ id: customer.userId })).token),
  );

  const cookie = `sid=${customer.token}`;
  const [unpaid, paid] = [await intentFor(cookie), await intentFor(cookie)];
  await call(confirm, '/api/test-payments/confirm', {
    body: { clientSecret: paid.clientSecret, cardNumber: '4242 4242 4242 4242' },
  });

  const orderIds = {
    pending: await order('pi_test_hostile_pending', customer.userId),
    completed: await order('pi_test_hostile_completed', customer.userId),
    someoneElses: await order('pi_test_hostile_admin', admin.userId),
  };
  const provider = createSimulatedProvider({ latencyMs: 0, failureRate: 0 });
  await provisionOrder(orderIds.completed, { provider, sleep: async () => {} });

  const verifyToken = await issueToken('verify-email', customer.userId);
  // A reset signs its account out everywhere, so it targets an account no other call uses.
  const resettable = await createUser({
    email: 'reset-target@example.com',
    firstName: null,
    lastName: null,
    passwordHash: 'unusable',
  });
  const resetToken = await issueToken('password-reset', resettable!.id);
  return { customer, admin, spareTokens, unpaid, paid, orderIds, verifyToken, resetToken };
}
