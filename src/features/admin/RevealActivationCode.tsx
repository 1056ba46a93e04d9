/**
 * 'Reveal activation code', for a support call: whoever has the code can install the eSIM, so the
 * button asks first, and the server writes each reveal to the audit log.
 */
import { useState } from 'react';
import { api, serverMessageOr } from '../../lib/api-client.ts';
import type { RevealRequest } from './order-reveal.ts';
import type { RevealedActivation } from './order-view.ts';

type Step = 'closed' | 'confirming' | 'revealing';

export default function RevealActivationCode(props: { orderId: string; onRevealed: () => void }) {
  const [step, setStep] = useState<Step>('closed');
  const [reason, setReason] = useState('');
  const [revealed, setRevealed] = useState<RevealedActivation | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function reveal() {
    setStep('revealing');
    setMessage(null);
    try {
      const body: RevealRequest = { reason };
      const answer = await api.post<RevealedActivation>(
        `/api/admin/orders/${props.orderId}/reveal`,
        body,
      );
      setRevealed(answer);
      setStep('closed');
      props.onRevealed();
    } catch (error) {
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
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void reveal();
          }}
        >
          <p className="text-slate-700 dark:text-slate-300">
            Anyone with this code can install the eSIM. Reveal it only to help its owner; your name
            and the reason are written to the audit log.
          </p>
          <label className="grid gap-1 text-sm font-semibold text-slate-700 dark:text-slate-300">
            Reason (optional)
            <input
              className="input font-normal"
              value={reason}
              maxLength={300}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          {message && (
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
