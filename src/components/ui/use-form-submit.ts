/**
 * The submit cycle every account form shares: validate with the payload's schema, send, show the
 * server's words (or the form's fallback) in a destructive toast on failure, then hand the answer
 * to the form. The submit button stays disabled until hydration and while a request is pending.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { useHydrated } from './use-hydrated.ts';
import { showToast } from './toast.store.ts';
import { serverMessageOr } from '../../lib/api-client.ts';
import { showPendingToast } from './pending-toast.ts';
import { useValidatedForm, type FieldErrors } from './use-validated-form.ts';

interface AccountFormOptions<T, R> {
  loadSchema: () => Promise<z.ZodType<T>>;
  /** The inputs in page order, so focus goes to the first one in error. */
  fields: readonly string[];
  /** Values sent with the form that are not inputs (the reset token). */
  extra?: Record<string, string>;
  send: (data: T) => Promise<R>;
  /** Runs after success; the form stays pending unless `stayOnPage`, since most navigate away. */
  onSuccess: (answer: R) => void | Promise<void>;
  stayOnPage?: boolean;
  failure: { title: string; fallback: string };
  onInvalid?: (errors: FieldErrors) => void;
}

export function useAccountForm<T, R>(options: AccountFormOptions<T, R>) {
  const { loadSchema, fields, extra, send, onSuccess, stayOnPage = false, failure, onInvalid } = options;
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const { errors, validate, recheck } = useValidatedForm(loadSchema, fields, extra);

  useEffect(showPendingToast, []);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const result = await validate(event.currentTarget);
    if (!result.ok) return onInvalid?.(result.errors);
    setPending(true);
    let answer: R;
    try {
      answer = await send(result.data);
    } catch (error) {
      const description = serverMessageOr(error, failure.fallback);
      showToast({ title: failure.title, description, variant: 'destructive' });
      setPending(false);
      return;
    }
    await onSuccess(answer);
    if (stayOnPage) setPending(false);
  }

  return { errors, recheck, handleSubmit, pending, submitDisabled: !hydrated || pending };
}
