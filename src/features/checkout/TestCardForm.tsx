/**
 * The card fields of the local test gateway (DESIGN.md §5): Stripe's test cards, confirmed by
 * POST /api/test-payments/confirm. Nothing leaves the site and no real card is charged.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { formatCardNumber, formatCvc, formatExpiry, type ConfirmOutcome, type ConfirmPayment } from './checkout-flow.ts';

export const TEST_MODE_NOTICE =
  'Test mode: no real card is charged. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 for a declined card, 4000 0000 0000 9995 for insufficient funds.';

type TestConfirmAnswer = { status: 'succeeded' } | { status: 'requires_payment_method'; error?: { message?: string } };

interface TestCardFormProps {
  clientSecret: string;
  onReady: (confirm: ConfirmPayment | null) => void;
}

async function confirmTestPayment(clientSecret: string, form: HTMLFormElement): Promise<ConfirmOutcome> {
  const cardNumber = String(new FormData(form).get('cardNumber') ?? '').replace(/\D/g, '');
  const answer = await api.post<TestConfirmAnswer>('/api/test-payments/confirm', { clientSecret, cardNumber });
  if (answer.status === 'succeeded') return { status: 'succeeded' };
  return { status: 'failed', message: answer.error?.message || 'Your card was declined.' };
}

const labelClass = 'text-sm font-semibold text-slate-800 dark:text-slate-200';

export default function TestCardForm({ clientSecret, onReady }: TestCardFormProps) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');

  useEffect(() => {
    onReady((form) => confirmTestPayment(clientSecret, form));
    return () => onReady(null);
  }, [clientSecret, onReady]);

  return (
    <div className="grid gap-4">
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
        {TEST_MODE_NOTICE}
      </p>
      <div className="grid gap-1.5">
        <label htmlFor="card-number" className={labelClass}>
          Card number
        </label>
        <input
          id="card-number"
          name="cardNumber"
          className="input font-mono tracking-wide"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          required
          pattern="[0-9 ]{14,23}"
          maxLength={23}
          value={cardNumber}
          onChange={(event) => setCardNumber(formatCardNumber(event.target.value))}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="card-expiry" className={labelClass}>
            Expiry
          </label>
          <input
            id="card-expiry"
            name="expiry"
            className="input font-mono"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            required
            pattern="(0[1-9]|1[0-2]) / [0-9]{2}"
            maxLength={7}
            value={expiry}
            onChange={(event) => setExpiry(formatExpiry(event.target.value))}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="card-cvc" className={labelClass}>
            CVC
          </label>
          <input
            id="card-cvc"
            name="cvc"
            className="input font-mono"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            required
            pattern="[0-9]{3,4}"
            maxLength={4}
            value={cvc}
            onChange={(event) => setCvc(formatCvc(event.target.value))}
          />
        </div>
      </div>
    </div>
  );
}
