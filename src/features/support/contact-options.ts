/**
 * What the contact form needs before any validation: the subject options, limits, field order and
 * the failure toast's text (docs/product.md#validation-contact, #errors-toasts). No zod here, so
 * the form renders without it.
 */
import { ApiError } from '../../lib/api-client.ts';
import type { MessageKey, Translator } from '../i18n/translate.ts';

/** The subjects, with the names staff read them by (the inbox and the mails to support). */
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

/** Each subject as the form offers it, in the visitor's language. */
export const CONTACT_SUBJECT_TEXTS: Record<ContactSubject, MessageKey> = {
  installation: 'support.form.subjectInstallation',
  activation: 'support.form.subjectActivation',
  refund: 'support.form.subjectRefund',
  technical: 'support.form.subjectTechnical',
  general: 'support.form.subjectGeneral',
  partnership: 'support.form.subjectPartnership',
  other: 'support.form.subjectOther',
};

/** A simple address pattern, case-insensitive (docs/product.md#validation-contact). */
export const CONTACT_EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The failure toast's description (docs/product.md#errors-toasts): the server's message, else a
 * fallback.
 */
export function describeContactError(error: unknown, t: Translator): string {
  if (error instanceof ApiError) return error.serverMessage ?? t('support.form.failed');
  return t('support.form.failedOffline');
}
