/**
 * The order search in the address (/admin/orders?q=&state=&from=&to=&destination=): read on load
 * and on Back, written on each search, so a reload or a shared link shows the same results.
 */
import type { OrderSearchForm } from './use-order-search.ts';

/** The form's field → the address's parameter (the state filter reads better as `state`). */
const PARAMS: Record<keyof OrderSearchForm, string> = {
  q: 'q',
  status: 'state',
  from: 'from',
  to: 'to',
  destination: 'destination',
};

export function searchFromAddress(search: string): OrderSearchForm {
  const params = new URLSearchParams(search);
  const read = (field: keyof OrderSearchForm) => params.get(PARAMS[field]) ?? '';
  return {
    q: read('q'),
    status: read('status'),
    from: read('from'),
    to: read('to'),
    destination: read('destination'),
  };
}

export function addressOfSearch(form: OrderSearchForm): string {
  const params = new URLSearchParams();
  for (const field of Object.keys(PARAMS) as (keyof OrderSearchForm)[])
    if (form[field].trim()) params.set(PARAMS[field], form[field].trim());
  const query = params.toString();
  return `/admin/orders${query ? `?${query}` : ''}`;
}
