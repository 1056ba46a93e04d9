/**
 * The console's order search: one box (e-mail, order id, payment id, ICCID or name), filters by
 * state, dates and destination, newest first, and 'More' for the next page. The fields live in
 * the address (order-search-address.ts): each search is a history entry, Back shows the previous.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import FormField, { CONTROL_CLASS, LabelledField } from '../../../components/ui/FormField.tsx';
import { orderStates } from '../../orders/order-state.ts';
import SearchPanel, { type SearchProgress } from '../shell/SearchPanel.tsx';
import OrderResultsTable from './OrderResultsTable.tsx';
import { addressOfSearch, searchFromAddress } from './order-search-address.ts';
import { orderStateLabels } from './order-state-labels.ts';
import { useOrderSearch, type OrderSearchForm } from './use-order-search.ts';

const FORM = 'order-search';
/** What marks a filter optional (the console's texts are written here, in English). */
const OPTIONAL = 'Optional';

function formValues(form: HTMLFormElement): OrderSearchForm {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    q: text('q'),
    status: text('status'),
    from: text('from'),
    to: text('to'),
    destination: text('destination'),
  };
}

/** Puts the address's search into the form's fields. */
function fillForm(form: HTMLFormElement, values: OrderSearchForm) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement)
      field.value = value;
  }
}

export default function OrderSearch() {
  const { state, search, more } = useOrderSearch();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const fromAddress = () => {
      const values = searchFromAddress(window.location.search);
      if (form.current) fillForm(form.current, values);
      void search(values);
    };
    fromAddress();
    window.addEventListener('popstate', fromAddress);
    return () => window.removeEventListener('popstate', fromAddress);
  }, [search]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const address = addressOfSearch(values);
    if (address !== `${window.location.pathname}${window.location.search}`)
      window.history.pushState(null, '', address);
    void search(values);
  };
  const rows = state.status === 'idle' ? [] : state.rows;

  const progress: SearchProgress = {
    status: state.status,
    message: state.status === 'failed' ? state.message : undefined,
    found: rows.length,
    hasMore: state.status === 'ready' && state.nextCursor !== null,
  };
  return (
    <SearchPanel
      id={FORM}
      title="Find an order"
      formRef={form}
      onSubmit={submit}
      progress={progress}
      noun="order"
      onMore={() => void more()}
      fields={
        <>
          <FormField
            form={FORM}
            name="q"
            type="search"
            label="Search"
            optional={OPTIONAL}
            hint="An e-mail, an order id, a payment id (pi_…), an ICCID or a customer's name"
          />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <LabelledField form={FORM} name="status" label="State" optional={OPTIONAL}>
              {(control) => (
                <select {...control} className={CONTROL_CLASS} defaultValue="">
                  <option value="">Any state</option>
                  {orderStates.map((value) => (
                    <option key={value} value={value}>
                      {orderStateLabels[value]}
                    </option>
                  ))}
                </select>
              )}
            </LabelledField>
            <FormField form={FORM} name="from" type="date" label="From" optional={OPTIONAL} />
            <FormField form={FORM} name="to" type="date" label="To" optional={OPTIONAL} />
            <FormField
              form={FORM}
              name="destination"
              label="Destination"
              optional={OPTIONAL}
              hint="A country code or name"
            />
          </div>
        </>
      }
    >
      <OrderResultsTable rows={rows} />
    </SearchPanel>
  );
}
