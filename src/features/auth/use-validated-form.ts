/**
 * Validation for the account forms: reads the fields, checks them with the payload's zod
 * schema (the one the server checks with too), keeps one message per field and moves focus to
 * the first invalid field. A field showing an error is checked again as the visitor edits it.
 */
import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from './auth.ts';

export type FieldErrors = Record<string, string | undefined>;

/** The form's text values by field name (fields are uncontrolled: what was typed stays). */
export function readFormValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  return values;
}

/** `fields` lists the inputs in page order, so focus goes to the first one in error. */
export function useValidatedForm<T>(schema: z.ZodType<T>, fields: readonly string[], extra: Record<string, string> = {}) {
  const [errors, setErrors] = useState<FieldErrors>({});

  function check(form: HTMLFormElement) {
    return schema.safeParse({ ...readFormValues(form), ...extra });
  }

  /** The parsed payload; or the errors, shown, with focus on the first invalid field. */
  function validate(form: HTMLFormElement): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
    const result = check(form);
    if (result.success) {
      setErrors({});
      return { ok: true, data: result.data };
    }
    const next = fieldErrors(result.error);
    setErrors(next);
    const first = fields.find((field) => next[field]);
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
    return { ok: false, errors: next };
  }

  /** onChange handler for the form: updates the fields that already show an error. */
  function recheck(event: ChangeEvent<HTMLFormElement>) {
    const shown = Object.keys(errors).filter((field) => errors[field]);
    if (shown.length === 0) return;
    const result = check(event.currentTarget);
    const fresh: FieldErrors = result.success ? {} : fieldErrors(result.error);
    setErrors(Object.fromEntries(shown.map((field) => [field, fresh[field]])));
  }

  return { errors, validate, recheck };
}
