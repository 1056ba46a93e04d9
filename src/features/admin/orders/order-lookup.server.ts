/**
 * The orders one search-box term points at, each through an exact key: an e-mail through its
 * account and the `user/` index, an order id directly, a payment id through the order id derived
 * from it, an ICCID through `by-iccid/`, a name through the customer directory.
 */
import { findUserByEmail } from '../../auth/users.server.ts';
import type { OrderRecord } from '../../orders/order.ts';
import { findOrdersByIccid } from '../../orders/order-listing.server.ts';
import { findOrder, listUserOrders, orderIdFor } from '../../orders/orders.server.ts';
import { findCustomersNamed } from '../../auth/customer-directory.server.ts';
import type { SearchTerm } from '../shell/search-terms.ts';

export async function findOrdersFor(term: SearchTerm): Promise<OrderRecord[]> {
  switch (term.kind) {
    case 'email': {
      const user = await findUserByEmail(term.email);
      return user ? listUserOrders(user.id) : [];
    }
    case 'order-id':
      return present(await findOrder(term.orderId));
    case 'payment-id': {
      const order = await findOrder(orderIdFor(term.paymentIntentId));
      return present(order?.paymentIntentId === term.paymentIntentId ? order : null);
    }
    case 'iccid':
      return findOrdersByIccid(term.iccid);
    case 'name': {
      const customers = await findCustomersNamed(term.words);
      return (await Promise.all(customers.map((customer) => listUserOrders(customer.id)))).flat();
    }
  }
}

const present = (order: OrderRecord | null): OrderRecord[] => (order ? [order] : []);
