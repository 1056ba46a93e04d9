/**
 * GET /api/admin/customers: a page of accounts, newest first: every account from the directory's
 * `by-joined/`, or those the search box's term points at (an e-mail's account, the namesakes, the
 * owner of an order, a payment or an eSIM).
 */
import { cursorOf, positionInCursor } from '../../../lib/list-position.ts';
import { pageFromFound, type PageBounds } from '../../../lib/newest-first-page.ts';
import { findUserByEmail, findUserById, type UserRecord } from '../../auth/users.server.ts';
import { countUserOrders } from '../../orders/orders.server.ts';
import {
  findCustomersNamed,
  pageOfCustomers,
  positionOfUser,
} from '../../auth/customer-directory.server.ts';
import { customerBasicsOf } from '../shell/customer-basics.server.ts';
import { findOrdersFor } from '../orders/order-lookup.server.ts';
import {
  ROWS_PER_PAGE,
  type CustomerRow,
  type CustomerSearchAnswer,
  type CustomerSearchQuery,
} from '../orders/order-search.ts';
import { searchTermOf, type SearchTerm } from '../shell/search-terms.ts';

export async function searchCustomers(query: CustomerSearchQuery): Promise<CustomerSearchAnswer> {
  const bounds: PageBounds = {
    after: query.cursor ? positionInCursor(query.cursor) : null,
    limit: ROWS_PER_PAGE,
    from: null,
    to: null,
  };
  const term = query.q ? searchTermOf(query.q) : null;
  const found = term
    ? pageFromFound(await findCustomersFor(term), positionOfUser, bounds)
    : await pageOfCustomers(bounds);
  return {
    customers: await Promise.all(found.items.map(rowOf)),
    nextCursor: found.more && found.resumeAfter ? cursorOf(found.resumeAfter) : null,
  };
}

async function findCustomersFor(term: SearchTerm): Promise<UserRecord[]> {
  if (term.kind === 'email') return present(await findUserByEmail(term.email));
  if (term.kind === 'name') return findCustomersNamed(term.words);
  const ownerIds = new Set((await findOrdersFor(term)).map((order) => order.userId));
  const owners = await Promise.all([...ownerIds].map(findUserById));
  return owners.filter((user): user is UserRecord => user !== null);
}

async function rowOf(user: UserRecord): Promise<CustomerRow> {
  return { ...customerBasicsOf(user), orderCount: await countUserOrders(user.id) };
}

const present = (user: UserRecord | null): UserRecord[] => (user ? [user] : []);
