/**
 * Orders and accounts for the console's search tests: orders made at a chosen time, moved to a
 * state the way provisioning and refunds move them, and accounts registered with a name.
 */
import register from '../../netlify/functions/auth-register.mts';
import type { PlanSnapshot } from '../../src/features/orders/order.ts';
import {
  createOrderOnce,
  markRefunded,
  newOrder,
  saveOrder,
} from '../../src/features/orders/orders.server.ts';
import type { OrderState } from '../../src/features/orders/order-state.ts';
import { call } from './call.ts';
import { JAPAN_5GB_PLAN } from './japan-plan.ts';
import { afterAnswersSettled } from './netlify-context.ts';

export const FRANCE_PLAN: PlanSnapshot = {
  id: 'fr-3gb-7d',
  name: '3GB 7 Days',
  country: 'France',
  countryCode: 'FR',
  data: '3GB',
  duration: '7 Days',
  price: 8,
};

let iccids = 0;
/** A new 19-digit ICCID, like the simulated provider's. */
const nextIccid = () => `8988${String(++iccids).padStart(15, '0')}`;

export interface OrderAt {
  userId: string;
  paymentIntentId: string;
  createdAt: string;
  plan?: PlanSnapshot;
  state?: OrderState;
}

/** An order made at `createdAt`, then moved to `state` (paid when absent). */
export async function orderAt({ userId, paymentIntentId, createdAt, plan, state }: OrderAt) {
  const chosen = plan ?? JAPAN_5GB_PLAN;
  const made = {
    ...newOrder({
      paymentIntentId,
      userId,
      plan: chosen,
      amountCents: Math.round(chosen.price * 100),
      currency: 'usd',
    }),
    createdAt,
  };
  const { order } = await createOrderOnce(made);
  return moveTo(order, state ?? 'paid');
}

type Order = Awaited<ReturnType<typeof createOrderOnce>>['order'];

async function moveTo(order: Order, state: OrderState): Promise<Order> {
  switch (state) {
    case 'paid':
      return order;
    case 'provisioning':
      return saveOrder({ ...order, provisioningStatus: 'provisioning', attempts: 1 });
    case 'failed':
      return saveOrder({ ...order, provisioningStatus: 'failed', attempts: 5 });
    case 'delivered':
      return saveOrder({
        ...order,
        provisioningStatus: 'completed',
        attempts: 1,
        iccid: nextIccid(),
        deliveredAt: order.createdAt,
      });
    case 'refunded': {
      const delivered = await moveTo(order, 'delivered');
      return (await markRefunded(delivered.id, delivered.createdAt)) ?? delivered;
    }
  }
}

/** Registers an account with a name (not signed in); resolves once it is in staff's directory. */
export async function registerNamed(email: string, firstName: string, lastName: string) {
  const password = 'a test customer passphrase';
  await call(register, '/api/auth/register', {
    body: { email, password, confirmPassword: password, firstName, lastName },
  });
  await afterAnswersSettled();
}
