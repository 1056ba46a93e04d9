/** The console's order search: the query asked, the rows so far, and 'More' through the cursor. */
import { useCallback, useState } from 'react';
import { api, serverMessageOr } from '../../../lib/api-client.ts';
import type { OrderRow, OrderSearchAnswer } from './order-search.ts';

/** What the panel's form asks; a blank field is no filter. */
export interface OrderSearchForm {
  q: string;
  status: string;
  from: string;
  to: string;
  destination: string;
}

export type OrderSearchState =
  | { status: 'idle' }
  | { status: 'loading'; rows: OrderRow[] }
  | { status: 'ready'; rows: OrderRow[]; nextCursor: string | null }
  | { status: 'failed'; rows: OrderRow[]; message: string };

function pathOf(form: OrderSearchForm, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(form))
    if (value.trim()) params.set(name, value.trim());
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return `/api/admin/orders${query ? `?${query}` : ''}`;
}

export function useOrderSearch() {
  const [state, setState] = useState<OrderSearchState>({ status: 'idle' });
  const [asked, setAsked] = useState<OrderSearchForm | null>(null);

  const load = useCallback(
    async (form: OrderSearchForm, cursor: string | null, before: OrderRow[]) => {
      setState({ status: 'loading', rows: before });
      try {
        const page = await api.get<OrderSearchAnswer>(pathOf(form, cursor));
        setState({
          status: 'ready',
          rows: [...before, ...page.orders],
          nextCursor: page.nextCursor,
        });
      } catch (error) {
        setState({
          status: 'failed',
          rows: before,
          message: serverMessageOr(error, 'The orders could not be loaded. Try again.'),
        });
      }
    },
    [],
  );

  const search = useCallback(
    (form: OrderSearchForm) => {
      setAsked(form);
      return load(form, null, []);
    },
    [load],
  );
  const more = useCallback(() => {
    if (asked && state.status === 'ready' && state.nextCursor)
      return load(asked, state.nextCursor, state.rows);
  }, [asked, load, state]);

  return { state, search, more };
}
