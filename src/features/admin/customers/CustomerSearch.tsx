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

  return (
    <section aria-labelledby="customer-search-heading" className="card grid gap-4 p-6">
      <h2 id="customer-search-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        Find a customer
      </h2>
      <form
        ref={form}
        onSubmit={submit}
        className="grid gap-4"
        role="search"
        aria-labelledby="customer-search-heading"
      >
        <FormField
          form="customer-search"
          name="q"
          type="search"
          label="Search"
          optional="Optional"
          hint="An e-mail, a name, an order id, a payment id (pi_…) or an ICCID"
        />
        <div>
          <button
            type="submit"
            className="btn-primary min-h-11"
            disabled={found.status === 'loading'}
          >
            Search
          </button>
        </div>
      </form>
      <div aria-live="polite" className="grid gap-4">
        {found.status === 'failed' && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {found.message}
          </p>
        )}
        {found.status === 'ready' && found.rows.length === 0 && (
          <p className="text-slate-600 dark:text-slate-400">No customer matches this search.</p>
        )}
        {found.rows.length > 0 && <CustomerRows rows={found.rows} />}
        {found.status === 'loading' && (
          <p className="text-sm text-slate-600 dark:text-slate-400">Loading customers...</p>
        )}
      </div>
      {found.status === 'ready' && found.nextCursor && term !== null && (
        <div>
          <button
            type="button"
            className="btn-secondary min-h-11"
            onClick={() => void load(term, found.nextCursor, found.rows)}
          >
            More customers
          </button>
        </div>
      )}
    </section>
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
