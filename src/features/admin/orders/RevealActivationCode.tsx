/**
 * 'Reveal activation code', for a support call: whoever has the code can install the eSIM, so the
 * button first asks why (the reason goes to the audit log and the timeline), and the server counts
 * each member's reveals.
 */
import { useState } from 'react';
import FormField from '../../../components/ui/FormField.tsx';
import { useValidatedForm } from '../../../components/ui/use-validated-form.ts';
import { ApiError, api, serverMessageOr } from '../../../lib/api-client.ts';
import type { RevealRequest } from './order-reveal.ts';
import type { RevealedActivation } from './order-view.ts';

type Step = 'closed' | 'confirming' | 'revealing';

// The schema (and zod with it) loads on the first check, not with the page.
const loadSchema = () => import('./order-reveal.ts').then((reveal) => reveal.revealRequestSchema);

export default function RevealActivationCode(props: { orderId: string; onRevealed: () => void }) {
  const [step, setStep] = useState<Step>('closed');
  const [revealed, setRevealed] = useState<RevealedActivation | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { errors, validate, recheck } = useValidatedForm(loadSchema, ['reason']);
  const reasonError = errors.reason ?? serverErrors.reason;

  async function reveal(form: HTMLFormElement) {
    setMessage(null);
    setServerErrors({});
    const checked = await validate(form);
    if (!checked.ok) return;
    setStep('revealing');
    try {
      const body: RevealRequest = checked.data;
      const answer = await api.post<RevealedActivation>(
        `/api/admin/orders/${props.orderId}/reveal`,
        body,
      );
      setRevealed(answer);
      setStep('closed');
      props.onRevealed();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setServerErrors(error.fieldErrors);
      setMessage(serverMessageOr(error, 'The activation code could not be revealed. Try again.'));
      setStep('confirming');
    }
  }

  return (
    <section aria-labelledby="activation-heading" className="card grid gap-3 p-5">
      <h2 id="activation-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        Activation code
      </h2>
      {revealed ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold text-slate-700 dark:text-slate-300">Activation code</dt>
          <dd className="font-mono break-all text-slate-900 dark:text-white">{revealed.lpa}</dd>
          <dt className="font-semibold text-slate-700 dark:text-slate-300">SM-DP+ address</dt>
          <dd className="font-mono break-all text-slate-900 dark:text-white">
            {revealed.smdpAddress}
          </dd>
          <dt className="font-semibold text-slate-700 dark:text-slate-300">Matching ID</dt>
          <dd className="font-mono break-all text-slate-900 dark:text-white">
            {revealed.activationCode}
          </dd>
        </dl>
      ) : step === 'closed' ? (
        <div>
          <button type="button" className="btn-secondary" onClick={() => setStep('confirming')}>
            Reveal activation code
          </button>
        </div>
      ) : (
        <form
          noValidate
          className="grid gap-3"
          onChange={(event) => {
            setServerErrors({});
            void recheck(event);
          }}
          onSubmit={(event) => {
            event.preventDefault();
            void reveal(event.currentTarget);
          }}
        >
          <p className="text-slate-700 dark:text-slate-300">
            Anyone with this code can install the eSIM. Reveal it only to help its owner; your name
            and the reason are written to the audit log and the order's timeline.
          </p>
          <FormField
            form="reveal"
            name="reason"
            label="Reason"
            hint="Why you need the code, so that whoever reads the audit log understands: for example 'Customer on the phone, the QR code will not scan'."
            autoComplete="off"
            maxLength={300}
            error={reasonError}
          />
          {message && !reasonError && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {message}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={step === 'revealing'}>
              Reveal
            </button>
            <button type="button" className="btn-secondary" onClick={() => setStep('closed')}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
