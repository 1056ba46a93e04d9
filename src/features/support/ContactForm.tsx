/**
 * The contact form island (docs/product.md#screen-contact, #validation-contact), on the form kit
 * the account forms use. Fields are uncontrolled, so text typed before hydration is kept, and a
 * failed send leaves everything in place.
 */
import { useEffect, useMemo, useRef } from 'react';
import { api } from '../../lib/api-client.ts';
import { showToast } from '../../components/ui/toast.store.ts';
import FormField, { CONTROL_CLASS, LabelledField } from '../../components/ui/FormField.tsx';
import FormShell from '../../components/ui/FormShell.tsx';
import Icon from '../../components/ui/Icon.tsx';
import { useFormSubmit } from '../../components/ui/use-form-submit.ts';
import { readFormValues } from '../../components/ui/use-validated-form.ts';
import { translatorOf, type IslandProps } from '../i18n/translate.ts';
import type { ContactPayload } from './contact.ts';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_SUBJECT_TEXTS,
  CONTACT_SUBJECTS,
  describeContactError,
} from './contact-options.ts';

/** The zod schema loads on the first check, not with the page. */
const loadSchema = () => import('./contact.ts').then((contact) => contact.contactMessageSchema);

const chevronClass =
  'pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400';

/** `messages`: the page's 'support.form.' texts. */
export default function ContactForm({ locale, messages }: IslandProps) {
  const t = useMemo(() => translatorOf(messages, locale), [messages, locale]);
  const startedAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    startedAt.current = Date.now(); // when the form first rendered: the server's time-to-fill check
  }, []);

  const submit = useFormSubmit({
    t,
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
    failure: {
      title: t('support.form.failedTitle'),
      describe: (error) => describeContactError(error, t),
    },
    onSuccess: (_answer, form) => {
      showToast({ title: t('support.form.sentTitle'), description: t('support.form.sentText') });
      form.reset();
      startedAt.current = Date.now();
    },
    stayOnPage: true,
  });

  const { errors } = submit;

  return (
    <FormShell
      submit={submit}
      labels={{ submit: t('support.form.send'), pending: t('support.form.sending') }}
      buttonClass="btn-primary w-full sm:w-auto sm:justify-self-start"
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('support.form.allRequired')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form="contact"
          name="name"
          label={t('support.form.name')}
          type="text"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          error={errors.name}
        />
        <FormField
          form="contact"
          name="email"
          label={t('support.form.email')}
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          error={errors.email}
        />
      </div>
      <LabelledField
        form="contact"
        name="subject"
        label={t('support.form.subject')}
        error={errors.subject}
      >
        {(control) => (
          <div className="relative">
            <select
              {...control}
              defaultValue=""
              className={`${CONTROL_CLASS} appearance-none pr-10`}
            >
              <option value="" disabled>
                {t('support.form.subjectPrompt')}
              </option>
              {CONTACT_SUBJECTS.map(({ value }) => (
                <option key={value} value={value}>
                  {t(CONTACT_SUBJECT_TEXTS[value])}
                </option>
              ))}
            </select>
            <Icon name="chevronDown" className={chevronClass} />
          </div>
        )}
      </LabelledField>
      <LabelledField
        form="contact"
        name="message"
        label={t('support.form.message')}
        error={errors.message}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            placeholder={t('support.form.messagePlaceholder')}
            className={`${CONTROL_CLASS} resize-y`}
          />
        )}
      </LabelledField>
      <div className="sr-only">
        <label htmlFor="contact-website">{t('support.form.honeypot')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </FormShell>
  );
}
