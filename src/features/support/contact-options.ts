/**
 * What the contact form needs before any validation: the subject options, limits, field order and
 * toast texts (docs/product.md#validation-contact, #errors-toasts). No zod here, so the form
 * renders without it.
 */
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

/** A simple address pattern, case-insensitive (docs/product.md#validation-contact). */
export const CONTACT_EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_SENT_TOAST = {
  title: 'Message Sent!',
  description: "We'll get back to you within 24 hours.",
};

/**
 * The failure toast's description (docs/product.md#errors-toasts): the server's message, else a
 * fallback.
 */
export function describeContactError(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Failed to send message';
  return 'Failed to send message. Please try again.';
}
