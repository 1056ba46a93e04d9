/**
 * One labelled input of the account forms, with an optional hint and the field's error tied
 * to it by aria-describedby (the error is read out when the field gets focus).
 */
import type { InputHTMLAttributes } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** The form's prefix for ids, so two forms on one page never share one. */
  form: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
}

export default function FormField({ form, name, label, error, hint, optional = false, ...input }: FormFieldProps) {
  const id = `${form}-${name}`;
  const describedBy = [optional && `${id}-optional`, hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {optional && (
          <span id={`${id}-optional`} className="text-xs text-slate-600 dark:text-slate-400">
            Optional
          </span>
        )}
      </div>
      <input
        {...input}
        id={id}
        name={name}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="input aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400"
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** The e-mail field of the account forms: the same label, keyboard and limits everywhere. */
export function EmailField({ form, error }: { form: string; error: string | undefined }) {
  return (
    <FormField
      form={form}
      name="email"
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      maxLength={254}
      error={error}
    />
  );
}
