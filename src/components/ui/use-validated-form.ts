/**
 * Validation for the site's forms with the payload's zod schema (the server's too): one message
 * per field, focus on the first invalid one, re-checked as the visitor edits it. The schema loads
 * on the first check, so zod is not part of the page's first load.
 */
import { useState, type ChangeEvent } from 'react';
import type * as z from 'zod';
import { firstMessagePerField } from '../../lib/field-errors.ts';
import { translateIfKey, type Translator } from '../../features/i18n/translate.ts';

export type FieldErrors = Record<string, string | undefined>;

/** The form's text values by field name (fields are uncontrolled: what was typed stays). */
export function readFormValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  return values;
}

/**
 * `fields` lists the inputs in page order, so focus goes to the first one in error. A schema's
 * message that is a catalogue key is shown in `t`'s language (the page's).
 */
export function useValidatedForm<T>(
  loadSchema: () => Promise<z.ZodType<T>>,
  fields: readonly string[],
  extra: Record<string, string> = {},
  t?: Translator,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const errorsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    const found = firstMessagePerField(issues);
    if (!t) return found;
    return Object.fromEntries(
      Object.entries(found).map(([field, message]) => [field, translateIfKey(t, message)]),
    );
  };

  async function check(form: HTMLFormElement) {
    const values = { ...readFormValues(form), ...extra };
    return (await loadSchema()).safeParse(values);
  }

  /** The parsed payload; or the errors, shown, with focus on the first invalid field. */
  async function validate(
    form: HTMLFormElement,
  ): Promise<{ ok: true; data: T } | { ok: false; errors: FieldErrors }> {
    const result = await check(form);
    if (result.success) {
      setErrors({});
      return { ok: true, data: result.data };
    }
    const next = errorsOf(result.error.issues);
    setErrors(next);
    const first = fields.find((field) => next[field]);
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
    return { ok: false, errors: next };
  }

  /** onChange handler for the form: updates the fields that already show an error. */
  async function recheck(event: ChangeEvent<HTMLFormElement>) {
    const shown = Object.keys(errors).filter((field) => errors[field]);
    if (shown.length === 0) return;
    const result = await check(event.currentTarget);
    const fresh: FieldErrors = result.success ? {} : errorsOf(result.error.issues);
    setErrors(Object.fromEntries(shown.map((field) => [field, fresh[field]])));
  }

  return { errors, validate, recheck };
}
