/**
 * One labelled control of a form, with an optional hint and the field's error tied to it by
 * aria-describedby (the error is read out when the field gets focus). `FormField` is the text
 * input most fields are; `LabelledField` frames any other control (a select, a textarea). Every
 * text comes from the caller, in the page's language.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';

/** The look of every control, with a red border while its field is invalid. */
export const CONTROL_CLASS =
  'input aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400';

interface FieldFrame {
  /** The form's prefix for ids, so two forms on one page never share one. */
  form: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Marks the field optional (not required), with this text beside its label ('Optional'). */
  optional?: string | undefined;
}

/** What a control spreads on itself to be labelled, required and described by its messages. */
export interface ControlProps {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label, the control `children` renders with the props it is given, the hint and the error. */
export function LabelledField({
  form,
  name,
  label,
  error,
  hint,
  optional,
  children,
}: FieldFrame & { children: (control: ControlProps) => ReactNode }) {
  const id = `${form}-${name}`;
  const isOptional = optional !== undefined;
  const describedBy = [isOptional && `${id}-optional`, hint && `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {isOptional && (
          <span id={`${id}-optional`} className="text-xs text-slate-600 dark:text-slate-400">
            {optional}
          </span>
        )}
      </div>
      {children({
        id,
        name,
        required: !isOptional,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
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

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form'>;

/** A labelled text input (any `type`); extra props go to the input. */
export default function FormField(props: FieldFrame & InputProps) {
  const { form, name, label, error, hint, optional, ...input } = props;
  const frame = { form, name, label, error, hint, optional };
  return (
    <LabelledField {...frame}>
      {(control) => <input {...input} {...control} className={CONTROL_CLASS} />}
    </LabelledField>
  );
}
