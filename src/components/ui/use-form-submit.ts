/**
 * The submit cycle the site's forms share: validate with the payload's schema, send, show the
 * failure in a destructive toast (the form stays as typed), then hand the answer to the form.
 * The submit button stays disabled until hydration and while a request is pending.
 */
import { useState, type SubmitEvent } from 'react';
import type * as z from 'zod';
import { useHydrated } from './use-hydrated.ts';
import { showToast } from './toast.store.ts';
import { serverMessageOr } from '../../lib/api-client.ts';
import { useValidatedForm, type FieldErrors } from './use-validated-form.ts';
import type { Translator } from '../../features/i18n/translate.ts';

/**
 * The failure toast: its title, and the server's words or `fallback`, or a `describe` of its own.
 */
export type FailureToast =
  { title: string; fallback: string } | { title: string; describe: (error: unknown) => string };

export interface FormSubmitOptions<T, R> {
  loadSchema: () => Promise<z.ZodType<T>>;
  /** The inputs in page order, so focus goes to the first one in error. */
  fields: readonly string[];
  /** Values sent with the form that are not inputs (the reset token). */
  extra?: Record<string, string>;
  send: (data: T, form: HTMLFormElement) => Promise<R>;
  /** Runs after success; the form stays pending unless `stayOnPage`, since most navigate away. */
  onSuccess: (answer: R, form: HTMLFormElement) => void | Promise<void>;
  stayOnPage?: boolean;
  failure: FailureToast;
  onInvalid?: (errors: FieldErrors) => void;
  /** The page's texts: the schema's messages are catalogue keys, shown in its language. */
  t?: Translator;
}

/** The description of the failure toast for `error`. */
export function describeFailure(failure: FailureToast, error: unknown): string {
  return 'describe' in failure ? failure.describe(error) : serverMessageOr(error, failure.fallback);
}

export function useFormSubmit<T, R>(options: FormSubmitOptions<T, R>) {
  const {
    loadSchema,
    fields,
    extra,
    send,
    onSuccess,
    stayOnPage = false,
    failure,
    onInvalid,
    t,
  } = options;
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const { errors, validate, recheck } = useValidatedForm(loadSchema, fields, extra, t);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const result = await validate(form);
    if (!result.ok) return onInvalid?.(result.errors);
    setPending(true);
    let answer: R;
    try {
      answer = await send(result.data, form);
    } catch (error) {
      showToast({
        title: failure.title,
        description: describeFailure(failure, error),
        variant: 'destructive',
      });
      setPending(false);
      return;
    }
    await onSuccess(answer, form);
    if (stayOnPage) setPending(false);
  }

  return { errors, recheck, handleSubmit, pending, submitDisabled: !hydrated || pending };
}

/** What a form's shell takes from the cycle. */
export type FormSubmit = Pick<
  ReturnType<typeof useFormSubmit>,
  'handleSubmit' | 'recheck' | 'pending' | 'submitDisabled'
>;
