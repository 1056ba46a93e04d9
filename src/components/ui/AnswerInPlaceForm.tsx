/**
 * A form whose answer takes its place: the server answers the same whatever it finds, so the
 * answer is shown as sent, never as found (the password reset, the withdrawal link). The fields,
 * and what goes under the button or the answer, are the caller's.
 */
import type { ReactNode } from 'react';
import FormShell, { type FormShellProps } from './FormShell.tsx';

interface AnswerInPlaceFormProps extends FormShellProps {
  /** The server's answer once sent; null while the form is shown. */
  answer: string | null;
  /** Under the answer. */
  afterAnswer?: ReactNode;
}

export default function AnswerInPlaceForm({
  answer,
  afterAnswer,
  ...form
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
  return <FormShell {...form} />;
}
