/**
 * 'Add company details' on a delivered order of My Orders: the company's name, address, VAT number
 * and country; the server issues the invoice again with them under a new number and cancels the
 * first one by a credit note. A refusal shows the server's message. Part of the orders island.
 */
import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../lib/api-client.ts';
import FormField from '../../components/ui/FormField.tsx';
import type { Translator } from '../i18n/translate.ts';
import type { CustomerOrder } from '../orders/order.ts';

type Answer = { message: string; refused: boolean } | null;

export default function CompanyDetails({ t, order }: { t: Translator; order: CustomerOrder }) {
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);
  // The form exists only while unfolded: a folded one's fields would still be laid out under the
  // card, where the page's last controls sit.
  const [open, setOpen] = useState(false);
  if (order.provisioningStatus !== 'completed' || order.refundedAt !== null) return null;
  const form = `company-${order.id}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => String(fields.get(name) ?? '').trim();
    setSending(true);
    try {
      const sent = await api.post<{ message: string }>(`/api/orders/${order.id}/company`, {
        name: text('name'),
        address: text('address'),
        vatId: text('vatId') || null,
        country: text('country').toUpperCase(),
      });
      setAnswer({ message: sent.message, refused: false });
    } catch (error) {
      const message =
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : t('invoice.companyFailed');
      setAnswer({ message, refused: true });
    } finally {
      setSending(false);
    }
  }

  return (
    <details className="text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-200">
        {t('invoice.addCompany')}
      </summary>
      {open && (
        <form className="mt-3 grid gap-3 sm:grid-cols-2" onSubmit={submit}>
          <FormField form={form} name="name" label={t('invoice.companyName')} maxLength={200} />
          <FormField
            form={form}
            name="address"
            label={t('invoice.companyAddress')}
            maxLength={500}
          />
          <FormField
            form={form}
            name="vatId"
            label={t('invoice.buyerVatId')}
            optional={t('ui.field.optional')}
            maxLength={20}
          />
          <FormField
            form={form}
            name="country"
            label={t('invoice.companyCountry')}
            hint={t('invoice.companyCountryHint')}
            pattern="[A-Za-z]{2}"
            maxLength={2}
          />
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={sending}>
              {t('invoice.companySubmit')}
            </button>
          </div>
        </form>
      )}
      {answer && (
        <p
          role={answer.refused ? 'alert' : 'status'}
          className={`mt-3 rounded-lg p-3 ${answer.refused ? 'bg-amber-50 text-amber-900 dark:bg-amber-950/50 dark:text-amber-100' : 'bg-green-50 text-green-900 dark:bg-green-950/50 dark:text-green-100'}`}
        >
          {answer.message}
        </p>
      )}
    </details>
  );
}
