/**
 * A form whose answer takes its place: the server answers the same whatever it finds, so the
 * answer is shown as sent, never as found (the password reset, the withdrawal link). The fields,
 * and what goes under the button or the answer, are the caller's.
 */
import type { ReactNode } from 'react';
import type { useFormSubmit } from './use-form-submit.ts';

type Submit = Pick<
  ReturnType<typeof useFormSubmit>,
  'handleSubmit' | 'recheck' | 'pending' | 'submitDisabled'
>;

interface AnswerInPlaceFormProps {
  /** The server's answer once sent; null while the form is shown. */
  answer: string | null;
  /** Under the answer. */
  afterAnswer?: ReactNode;
  /** The submit cycle of `useFormSubmit` (or a hook built on it). */
  submit: Submit;
  labels: { submit: string; pending: string };
  /** The fields. */
  children: ReactNode;
  /** Under the button. */
  footer?: ReactNode;
}

export default function AnswerInPlaceForm({
  answer,
  afterAnswer,
  submit,
  labels,
  children,
  footer,
}: AnswerInPlaceFormProps) {
  if (answer)
    return (
      <div role="status" className="grid gap-4">
        <p className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950/50 dark:text-green-100">
          {answer}
        </p>
        {afterAnswer}
      </div>
    );

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit.handleSubmit}
      onChange={submit.recheck}
      className="grid gap-5"
    >
      {children}
      <button
        type="submit"
        disabled={submit.submitDisabled}
        className="btn-primary w-full py-3 text-base"
      >
        {submit.pending ? labels.pending : labels.submit}
      </button>
      {footer}
    </form>
  );
}
