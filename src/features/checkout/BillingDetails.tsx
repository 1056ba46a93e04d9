/**
 * The 'Billing details' card: billing country (tax evidence), a business buyer's company and VAT
 * number, and the unticked consent to delivery now, required before the payment form opens
 * (docs/decisions/0044-checkout-tax-and-consent.md). The server checks it all again (billing.ts).
 */
import { useMemo, useState, type SubmitEvent } from 'react';
import FormField, { CONTROL_CLASS, LabelledField } from '../../components/ui/FormField.tsx';
import type { Translator } from '../i18n/translate.ts';
import { $currentUser } from '../auth/user.store.ts';
import { BILLING_COUNTRIES, likelyBillingCountry } from './billing-countries.ts';
import { DELIVERY_CONSENT_KEY } from './billing-consent.ts';
import { REFUND_WINDOW_DAYS } from '../refunds/refund-window.ts';
import TravelDateField from './TravelDateField.tsx';

/** What the shopper answered, as create-payment-intent takes it. */
export interface BillingAnswers {
  billingCountry: string;
  business?: { name: string; address: string; vatId: string | null };
  deliveryConsent: string;
  /** 'When do you travel?' (`YYYY-MM-DD`), when the shopper said. */
  travelDate?: string;
}

interface BillingDetailsProps {
  t: Translator;
  /** The payment is under way on these answers: they can no longer change, except by 'Change'. */
  locked: boolean;
  /** The answers given already, shown again when the card comes back (after a price change). */
  given: BillingAnswers | null;
  onContinue: (answers: BillingAnswers) => void;
  onChange: () => void;
}

/** Each country code, named in the page's language, in that language's order. */
function countryOptions(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const named = BILLING_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code }));
  return named.sort((a, b) => a.name.localeCompare(b.name, locale));
}

const browserLanguages = () => (typeof navigator === 'undefined' ? [] : navigator.languages);

/**
 * Where Netlify places the shopper, from the user check's answer: checkout shows this card only
 * once that check is done.
 */
function whereShopperIs() {
  const state = $currentUser.get();
  return state.status === 'ready' ? (state.user?.visitorCountry ?? null) : null;
}

export default function BillingDetails({
  t,
  locked,
  given,
  onContinue,
  onChange,
}: BillingDetailsProps) {
  const countries = useMemo(() => countryOptions(t.locale), [t.locale]);
  // Read once, at the first render: nothing later overrides what the select shows.
  const [country] = useState(
    () =>
      given?.billingCountry ?? likelyBillingCountry(t.locale, browserLanguages(), whereShopperIs()),
  );
  const [business, setBusiness] = useState(given?.business !== undefined);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    onContinue({
      billingCountry: text('billingCountry'),
      ...(business
        ? {
            business: {
              name: text('businessName'),
              address: text('businessAddress'),
              vatId: text('vatId') || null,
            },
          }
        : {}),
      deliveryConsent: DELIVERY_CONSENT_KEY,
      ...(text('travelDate') ? { travelDate: text('travelDate') } : {}),
    });
  }

  return (
    <section aria-labelledby="billing-heading" className="card p-6">
      <h2 id="billing-heading" className="text-lg font-bold text-slate-900 dark:text-white">
        {t('checkout.billingHeading')}
      </h2>
      <form onSubmit={handleSubmit} className="mt-4">
        <fieldset disabled={locked} className="grid gap-4">
          <LabelledField form="billing" name="billingCountry" label={t('checkout.billingCountry')}>
            {(control) => (
              <select {...control} defaultValue={country} className={CONTROL_CLASS}>
                {countries.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
          <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              name="forBusiness"
              checked={business}
              onChange={(event) => setBusiness(event.target.checked)}
              className="size-4"
            />
            {t('checkout.forBusiness')}
          </label>
          {business && <BusinessFields t={t} given={given?.business} />}
          <TravelDateField t={t} given={given?.travelDate} />
          <label className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              name="deliveryConsent"
              required
              defaultChecked={given !== null}
              className="mt-0.5 size-4"
            />
            <span>{t(DELIVERY_CONSENT_KEY, { days: REFUND_WINDOW_DAYS })}</span>
          </label>
          {!locked && (
            <button type="submit" className="btn-primary w-full py-3 text-base">
              {t('checkout.continueToPayment')}
            </button>
          )}
        </fieldset>
        {locked && (
          <button type="button" onClick={onChange} className="btn-secondary mt-4">
            {t('checkout.changeBilling')}
          </button>
        )}
      </form>
    </section>
  );
}

function BusinessFields({ t, given }: { t: Translator; given: BillingAnswers['business'] }) {
  return (
    <div className="grid gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <FormField
        form="billing"
        name="businessName"
        label={t('checkout.businessName')}
        defaultValue={given?.name}
        maxLength={200}
      />
      <FormField
        form="billing"
        name="businessAddress"
        label={t('checkout.businessAddress')}
        optional={t('checkout.optional')}
        defaultValue={given?.address}
        maxLength={500}
      />
      <FormField
        form="billing"
        name="vatId"
        label={t('checkout.vatId')}
        hint={t('checkout.vatIdHint')}
        optional={t('checkout.optional')}
        defaultValue={given?.vatId ?? undefined}
        pattern="[A-Za-z]{2}[A-Za-z0-9 .\-]{2,26}"
        maxLength={30}
      />
    </div>
  );
}
