/**
 * /admin/customers?q=: the accounts, newest first, or those a term points at (an e-mail, a name,
 * an order, a payment or an eSIM), each row linking to the customer's address. The term lives in
 * the address: each search is a history entry.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import FormField from '../../../components/ui/FormField.tsx';
import { api, serverMessageOr } from '../../../lib/api-client.ts';
import { customerAddress } from '../../staff/console-addresses.ts';
import type { CustomerRow, CustomerSearchAnswer } from '../orders/order-search.ts';
import { formatAdminTime } from '../shell/admin-time.ts';
import { cell } from '../shell/CursorPagedTable.tsx';
import ResultsTable from '../shell/ResultsTable.tsx';
import SearchPanel, { type SearchProgress } from '../shell/SearchPanel.tsx';

type Found =
  | { status: 'loading'; rows: CustomerRow[] }
  | { status: 'ready'; rows: CustomerRow[]; nextCursor: string | null }
  | { status: 'failed'; rows: CustomerRow[]; message: string };

const termInAddress = () => new URLSearchParams(window.location.search).get('q') ?? '';

export default function CustomerSearch() {
  const [found, setFound] = useState<Found>({ status: 'loading', rows: [] });
  const [term, setTerm] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const load = useCallback(async (q: string, cursor: string | null, before: CustomerRow[]) => {
    setFound({ status: 'loading', rows: before });
    const params = new URLSearchParams();
    if (q.trim()) params.set('q', q.trim());
    if (cursor) params.set('cursor', cursor);
    try {
      const page = await api.get<CustomerSearchAnswer>(`/api/admin/customers?${params}`);
      setFound({
        status: 'ready',
        rows: [...before, ...page.customers],
        nextCursor: page.nextCursor,
      });
    } catch (error) {
      const message = serverMessageOr(error, 'The customers could not be loaded. Try again.');
      setFound({ status: 'failed', rows: before, message });
    }
  }, []);

  useEffect(() => {
    const fromAddress = () => {
      const q = termInAddress();
      const field = form.current?.elements.namedItem('q');
      if (field instanceof HTMLInputElement) field.value = q;
      setTerm(q);
      void load(q, null, []);
    };
    fromAddress();
    window.addEventListener('popstate', fromAddress);
    return () => window.removeEventListener('popstate', fromAddress);
  }, [load]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q !== termInAddress())
      window.history.pushState(
        null,
        '',
        `/admin/customers${q ? `?${new URLSearchParams({ q })}` : ''}`,
      );
    setTerm(q);
    void load(q, null, []);
  };

  const progress: SearchProgress = {
    status: found.status,
    message: found.status === 'failed' ? found.message : undefined,
    found: found.rows.length,
    hasMore: found.status === 'ready' && found.nextCursor !== null && term !== null,
  };
  return (
    <SearchPanel
      id="customer-search"
      title="Find a customer"
      formRef={form}
      onSubmit={submit}
      progress={progress}
      noun="customer"
      onMore={() => {
        if (found.status === 'ready' && term !== null)
          void load(term, found.nextCursor, found.rows);
      }}
      fields={
        <FormField
          form="customer-search"
          name="q"
          type="search"
          label="Search"
          optional="Optional"
          hint="An e-mail, a name, an order id, a payment id (pi_…) or an ICCID"
        />
      }
    >
      <CustomerRows rows={found.rows} />
    </SearchPanel>
  );
}

function CustomerRows({ rows }: { rows: CustomerRow[] }) {
  return (
    <ResultsTable
      caption="Customers found, newest first"
      columns={['E-mail', 'Name', 'Joined', 'Orders', 'Account']}
      minWidth="min-w-[36rem]"
      rows={rows}
      keyOf={(row) => row.id}
      cells={(row) => (
        <>
          <th scope="row" className={`${cell} font-normal break-all`}>
            <a
              href={customerAddress(row.id)}
              className="inline-flex min-h-11 items-center text-brand-700 underline dark:text-brand-200"
            >
              {row.email || 'Erased account'}
            </a>
          </th>
          <td className={cell}>{row.name ?? '—'}</td>
          <td className={cell}>
            <time dateTime={row.createdAt}>{formatAdminTime(row.createdAt)}</time>
          </td>
          <td className={cell}>{row.orderCount}</td>
          <td className={cell}>
            {row.closedAt ? 'Closed' : row.verified ? 'Verified' : 'Not verified'}
          </td>
        </>
      )}
    />
  );
}
