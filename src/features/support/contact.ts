/**
 * The contact message (docs/product.md#entity-contact-message, #validation-contact): its zod
 * schemas, shared by the contact form island (loaded on first submit, so the page does not pay for
 * zod up front) and the /api/contact function. Messages are catalogue keys ('validation.…').
 */
import * as z from 'zod';
import { firstMessagePerField } from '../../lib/field-errors.ts';
import {
  CONTACT_EMAIL_PATTERN,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  type ContactField,
  type ContactSubject,
} from './contact-options.ts';

const subjectValues = CONTACT_SUBJECTS.map((subject) => subject.value) as [
  ContactSubject,
  ...ContactSubject[],
];

/** A trimmed required text; `abort` keeps "is required" the only message for a blank value. */
function requiredText(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong });
}

export const contactMessageSchema = z.object({
  name: requiredText(
    'validation.contact.nameRequired',
    CONTACT_LIMITS.name,
    'validation.contact.nameTooLong',
  ),
  email: requiredText(
    'validation.contact.emailRequired',
    CONTACT_LIMITS.email,
    'validation.contact.emailTooLong',
  ).regex(CONTACT_EMAIL_PATTERN, 'validation.emailInvalid'),
  subject: z.enum(subjectValues, { error: 'validation.contact.subjectRequired' }),
  message: requiredText(
    'validation.contact.messageRequired',
    CONTACT_LIMITS.message,
    'validation.contact.messageTooLong',
  ),
});

/** What the form sends: the message plus two anti-spam signals (honeypot, time to fill). */
export const contactPayloadSchema = contactMessageSchema.extend({
  website: z.string().max(200).optional(),
  startedAt: z.number().int().optional(),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactPayload = z.infer<typeof contactPayloadSchema>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** Validates the form's values; on failure gives the first message of each field. */
export function validateContactMessage(
  input: unknown,
): { ok: true; data: ContactMessage } | { ok: false; errors: ContactFieldErrors } {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const all = firstMessagePerField(result.error.issues);
  const errors: ContactFieldErrors = {};
  for (const field of CONTACT_FIELDS) if (all[field]) errors[field] = all[field];
  return { ok: false, errors };
}
