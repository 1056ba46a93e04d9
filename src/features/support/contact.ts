/**
 * The contact message (spec §3, §5): its zod schemas, the subject options and the messages the
 * form shows. Shared by the contact form island and the /api/contact function.
 */
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';

export const CONTACT_SUBJECTS = [
  { value: 'installation', label: 'Installation Help' },
  { value: 'activation', label: 'Activation Issues' },
  { value: 'refund', label: 'Refund Request' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'general', label: 'General Inquiry' },
  { value: 'partnership', label: 'Partnership Opportunity' },
  { value: 'other', label: 'Other' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

const subjectValues = CONTACT_SUBJECTS.map((subject) => subject.value) as [ContactSubject, ...ContactSubject[]];

/** The spec's "simple address pattern, case-insensitive". */
export const CONTACT_EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** A trimmed required text; `abort` keeps "is required" the only message for a blank value. */
function requiredText(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong });
}

export const contactMessageSchema = z.object({
  name: requiredText('Name is required', CONTACT_LIMITS.name, 'Name must be 100 characters or fewer'),
  email: requiredText('Email is required', CONTACT_LIMITS.email, 'Email must be 254 characters or fewer').regex(
    CONTACT_EMAIL_PATTERN,
    'Invalid email address',
  ),
  subject: z.enum(subjectValues, { error: 'Please select a subject' }),
  message: requiredText('Message is required', CONTACT_LIMITS.message, 'Message must be 5000 characters or fewer'),
});

/** What the form sends: the message plus two anti-spam signals (honeypot, time to fill). */
export const contactPayloadSchema = contactMessageSchema.extend({
  website: z.string().max(200).optional(),
  startedAt: z.number().int().optional(),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactPayload = z.infer<typeof contactPayloadSchema>;
export type ContactField = keyof ContactMessage;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** Validates the form's values; on failure gives the first message of each field. */
export function validateContactMessage(
  input: unknown,
): { success: true; data: ContactMessage } | { success: false; errors: ContactFieldErrors } {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = CONTACT_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}

export const CONTACT_SENT_TOAST = { title: 'Message Sent!', description: "We'll get back to you within 24 hours." };

/** The description of the failure toast (spec §8): the server's message, else a fallback. */
export function describeContactError(error: unknown): string {
  if (error instanceof ApiError) return error.message || 'Failed to send message';
  return 'Failed to send message. Please try again.';
}
