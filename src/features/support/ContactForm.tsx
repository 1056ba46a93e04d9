/**
 * The contact form island (spec §2 "Contact", §4, §5, §8). Fields are uncontrolled, so text
 * typed before hydration is kept, and a failed send leaves everything in place.
 */
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { api } from '../../lib/api-client.ts';
import { showToast } from '../../components/ui/toast.store.ts';
import type { ContactFieldErrors, ContactPayload } from './contact.ts';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_SENT_TOAST,
  CONTACT_SUBJECTS,
  describeContactError,
  type ContactField,
} from './contact-options.ts';

/** The zod schema loads on the first check, not with the page. */
const loadValidation = () => import('./contact.ts').then((module) => module.validateContactMessage);

const controlClass = 'input aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400';
const chevronClass = 'pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400';

function readForm(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  return values;
}

export default function ContactForm() {
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();
  const startedAt = useRef<number | undefined>(undefined);

  useEffect(() => {
    startedAt.current = Date.now(); // when the form first rendered: the server's time-to-fill check
  }, []);

  /** Props tying a control to its error message. */
  const a11y = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    required: true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
  });

  /** Once a field shows an error, it is checked again as the visitor corrects it. */
  async function recheck(form: HTMLFormElement, field: ContactField) {
    if (!errors[field]) return;
    const result = (await loadValidation())(readForm(form));
    setErrors((current) => ({ ...current, [field]: result.success ? undefined : result.errors[field] }));
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const values = readForm(form);
    const result = (await loadValidation())(values);
    if (!result.success) {
      setErrors(result.errors);
      const first = CONTACT_FIELDS.find((field) => result.errors[field]);
      if (first) form.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    const payload: ContactPayload = { ...result.data, website: values.website ?? '', startedAt: startedAt.current };
    try {
      await api.post('/api/contact', payload);
      showToast(CONTACT_SENT_TOAST);
      form.reset();
      startedAt.current = Date.now();
    } catch (error) {
      showToast({ title: 'Error', description: describeContactError(error), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit}
      onChange={(event) => {
        const target: EventTarget = event.target;
        const field = CONTACT_FIELDS.find((name) => target instanceof Element && name === target.getAttribute('name'));
        if (field) void recheck(event.currentTarget, field);
      }}
      className="grid gap-5"
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">All fields are required.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field field="name" label="Your Name" error={errors.name}>
          <input {...a11y('name')} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} className={controlClass} />
        </Field>
        <Field field="email" label="Email Address" error={errors.email}>
          <input {...a11y('email')} type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} className={controlClass} />
        </Field>
      </div>
      <Field field="subject" label="Subject" error={errors.subject}>
        <div className="relative">
          <select {...a11y('subject')} defaultValue="" className={`${controlClass} appearance-none pr-10`}>
            <option value="" disabled>
              Select a subject
            </option>
            {CONTACT_SUBJECTS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className={chevronClass}>
            <path d="m6 9 6 6 6-6" />
          </svg>
        </div>
      </Field>
      <Field field="message" label="Message" error={errors.message}>
        <textarea
          {...a11y('message')}
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          placeholder="Tell us how we can help: your device, destination and order number if you have one."
          className={`${controlClass} resize-y`}
        />
      </Field>
      <div className="sr-only">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" disabled={!hydrated || submitting} className="btn-primary w-full sm:w-auto sm:justify-self-start">
        {submitting ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}

function Field(props: { field: ContactField; label: string; error: string | undefined; children: ReactNode }) {
  const { field, label, error, children } = props;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={`contact-${field}`} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      {error && (
        <p id={`contact-${field}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
