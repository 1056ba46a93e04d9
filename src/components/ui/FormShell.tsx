/**
 * The shell of the shop's forms: a post form the browser leaves unchecked (the payload's schema
 * checks it, in the page's language, and again as the visitor edits), its fields, the submit
 * button of `useFormSubmit`'s cycle (disabled until hydration and while pending, saying so), and
 * what goes under the button.
 */
import type { ReactNode } from 'react';
import type { FormSubmit } from './use-form-submit.ts';

export interface FormShellProps {
  /** The submit cycle of `useFormSubmit` (or a hook built on it). */
  submit: FormSubmit;
  labels: { submit: string; pending: string };
  /** The fields. */
  children: ReactNode;
  /** Under the button. */
  footer?: ReactNode;
  /** The form's layout, where it is not one column. */
  className?: string;
  /** The button's look, where it is not the full-width one. */
  buttonClass?: string;
  /** Keeps the button disabled for a reason of the form's own (a link not read yet). */
  waiting?: boolean;
}

export default function FormShell({
  submit,
  labels,
  children,
  footer,
  className = 'grid gap-5',
  buttonClass = 'btn-primary w-full py-3 text-base',
  waiting = false,
}: FormShellProps) {
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit.handleSubmit}
      onChange={submit.recheck}
      className={className}
    >
      {children}
      <button type="submit" disabled={submit.submitDisabled || waiting} className={buttonClass}>
        {submit.pending ? labels.pending : labels.submit}
      </button>
      {footer}
    </form>
  );
}
