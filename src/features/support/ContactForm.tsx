/**
 * The contact form island (docs/product.md#screen-contact, #validation-contact), on the form kit
 * the account forms use. Fields are uncontrolled, so text typed before hydration is kept, and a
 * failed send leaves everything in place.
 */
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api-client.ts';
import { showToast } from '../../components/ui/toast.store.ts';
import FormField, { CONTROL_CLASS, LabelledField } from '../../components/ui/FormField.tsx';
import Icon from '../../components/ui/Icon.tsx';
import { useFormSubmit } from '../../components/ui/use-form-submit.ts';
import { readFormValues } from '../../components/ui/use-validated-form.ts';
import type { ContactPayload } from './contact.ts';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_SENT_TOAST,
  CONTACT_SUBJECTS,
  describeContactError,
} from './contact-options.ts';

/** The zod schema loads on the first check, not with the page. */
const loadSchema = () => import('./contact.ts').then((contact) => contact.contactMessageSchema);

const chevronClass =
  'pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400';

export default function ContactForm() {
  const startedAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    startedAt.current = Date.now(); // when the form first rendered: the server's time-to-fill check
  }, []);

  const { errors, recheck, handleSubmit, pending, submitDisabled } = useFormSubmit({
    loadSchema,
    fields: CONTACT_FIELDS,
    send: (message, form) => {
      const payload: ContactPayload = {
        ...message,
        website: readFormValues(form).website ?? '',
        startedAt: startedAt.current,
      };
      return api.post('/api/contact', payload);
    },
    failure: { title: 'Error', describe: describeContactError },
    onSuccess: (_answer, form) => {
      showToast(CONTACT_SENT_TOAST);
      form.reset();
      startedAt.current = Date.now();
    },
    stayOnPage: true,
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit}
      onChange={recheck}
      className="grid gap-5"
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">All fields are required.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form="contact"
          name="name"
          label="Your Name"
          type="text"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          error={errors.name}
        />
        <FormField
          form="contact"
          name="email"
          label="Email Address"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          error={errors.email}
        />
      </div>
      <LabelledField form="contact" name="subject" label="Subject" error={errors.subject}>
        {(control) => (
          <div className="relative">
            <select
              {...control}
              defaultValue=""
              className={`${CONTROL_CLASS} appearance-none pr-10`}
            >
              <option value="" disabled>
                Select a subject
              </option>
              {CONTACT_SUBJECTS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            <Icon name="chevronDown" className={chevronClass} />
          </div>
        )}
      </LabelledField>
      <LabelledField form="contact" name="message" label="Message" error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            placeholder="Tell us how we can help: your device, destination and order number if you have one."
            className={`${CONTROL_CLASS} resize-y`}
          />
        )}
      </LabelledField>
      <div className="sr-only">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={submitDisabled}
        className="btn-primary w-full sm:w-auto sm:justify-self-start"
      >
        {pending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
