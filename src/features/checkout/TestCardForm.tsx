/**
 * The card fields of the local test gateway (docs/decisions/0009-ports-with-local-stand-ins.md):
 * Stripe's test cards, confirmed by POST /api/test-payments/confirm. Nothing leaves the site and no
 * real card is charged.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import type { Translator } from '../i18n/translate.ts';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type ConfirmOutcome,
  type ConfirmPayment,
} from './checkout-flow.ts';

type TestConfirmAnswer =
  | { status: 'succeeded' }
  | { status: 'requires_payment_method' | 'canceled'; error?: { message?: string } };

interface TestCardFormProps {
  t: Translator;
  clientSecret: string;
  onReady: (confirm: ConfirmPayment | null) => void;
}

async function confirmTestPayment(
  t: Translator,
  clientSecret: string,
  form: HTMLFormElement,
): Promise<ConfirmOutcome> {
  const cardNumber = String(new FormData(form).get('cardNumber') ?? '').replace(/\D/g, '');
  const answer = await api.post<TestConfirmAnswer>('/api/test-payments/confirm', {
    clientSecret,
    cardNumber,
  });
  if (answer.status === 'succeeded') return { status: 'succeeded' };
  if (answer.status === 'canceled')
    return { status: 'cancelled', message: answer.error?.message || t('checkout.testCancelled') };
  return { status: 'failed', message: answer.error?.message || t('checkout.testDeclined') };
}

const labelClass = 'text-sm font-semibold text-slate-800 dark:text-slate-200';

interface CardInputProps {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
  placeholder: string;
  pattern: string;
  maxLength: number;
  /** Formats what the visitor types (groups of 4, 'MM / YY', digits only). */
  format: (value: string) => string;
  className?: string;
}

/** One labelled card field that formats its value as the visitor types. */
function CardInput({ id, label, format, className = 'input font-mono', ...input }: CardInputProps) {
  const [value, setValue] = useState('');
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        className={className}
        inputMode="numeric"
        required
        value={value}
        onChange={(event) => setValue(format(event.target.value))}
        {...input}
      />
    </div>
  );
}

export default function TestCardForm({ t, clientSecret, onReady }: TestCardFormProps) {
  useEffect(() => {
    onReady((form) => confirmTestPayment(t, clientSecret, form));
    return () => onReady(null);
  }, [t, clientSecret, onReady]);

  return (
    <div className="grid gap-4">
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
        {t('checkout.testModeNotice')}
      </p>
      <CardInput
        id="card-number"
        name="cardNumber"
        label={t('checkout.cardNumber')}
        className="input font-mono tracking-wide"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        pattern="[0-9 ]{14,23}"
        maxLength={23}
        format={formatCardNumber}
      />
      <div className="grid grid-cols-2 gap-4">
        <CardInput
          id="card-expiry"
          name="expiry"
          label={t('checkout.cardExpiry')}
          autoComplete="cc-exp"
          placeholder={t('checkout.cardExpiryPlaceholder')}
          pattern="(0[1-9]|1[0-2]) / [0-9]{2}"
          maxLength={7}
          format={formatExpiry}
        />
        <CardInput
          id="card-cvc"
          name="cvc"
          label={t('checkout.cardCvc')}
          autoComplete="cc-csc"
          placeholder="123"
          pattern="[0-9]{3,4}"
          maxLength={4}
          format={formatCvc}
        />
      </div>
    </div>
  );
}
