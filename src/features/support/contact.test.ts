import { describe, expect, test } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { contactPayloadSchema, validateContactMessage } from './contact.ts';
import { translator } from '../i18n/catalogue.ts';
import { translateIfKey } from '../i18n/translate.ts';
import {
  CONTACT_SUBJECT_TEXTS,
  CONTACT_SUBJECTS,
  describeContactError,
} from './contact-options.ts';

const t = translator('en');

const validMessage = {
  name: 'Ana Traveller',
  email: 'ana@example.com',
  subject: 'installation',
  message: 'My eSIM does not show up after scanning the QR code.',
};

function errorsFor(overrides: Record<string, unknown>) {
  const result = validateContactMessage({ ...validMessage, ...overrides });
  if (result.ok) throw new Error('expected the message to be refused');
  // The schema names catalogue keys; the English site shows their English texts.
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, key]) => [field, translateIfKey(t, key)]),
  );
}

describe('contact message validation', () => {
  test('accepts a complete message and trims every field', () => {
    const result = validateContactMessage({
      ...validMessage,
      name: '  Ana  ',
      email: ' ANA@Example.COM ',
    });
    expect(result).toEqual({
      ok: true,
      data: { ...validMessage, name: 'Ana', email: 'ANA@Example.COM' },
    });
  });

  test("says 'Name is required' for a blank name", () => {
    expect(errorsFor({ name: '   ' })).toEqual({ name: 'Name is required' });
  });

  test("says 'Email is required' for a blank e-mail, not also that it is invalid", () => {
    expect(errorsFor({ email: '' })).toEqual({ email: 'Email is required' });
    expect(errorsFor({ email: undefined })).toEqual({ email: 'Email is required' });
  });

  test("says 'Invalid email address' for an address without a domain", () => {
    expect(errorsFor({ email: 'ana@example' })).toEqual({ email: 'Invalid email address' });
    expect(errorsFor({ email: 'ana example.com' })).toEqual({ email: 'Invalid email address' });
  });

  test("says 'Please select a subject' when no subject or an unknown one is sent", () => {
    expect(errorsFor({ subject: '' })).toEqual({ subject: 'Please select a subject' });
    expect(errorsFor({ subject: 'spam' })).toEqual({ subject: 'Please select a subject' });
  });

  test("says 'Message is required' for a blank message", () => {
    expect(errorsFor({ message: '\n  ' })).toEqual({ message: 'Message is required' });
  });

  test('refuses texts over their length limits', () => {
    expect(errorsFor({ name: 'a'.repeat(101) })).toEqual({
      name: 'Name must be 100 characters or fewer',
    });
    expect(errorsFor({ email: `${'a'.repeat(250)}@x.io` })).toEqual({
      email: 'Email must be 254 characters or fewer',
    });
    expect(errorsFor({ message: 'a'.repeat(5001) })).toEqual({
      message: 'Message must be 5000 characters or fewer',
    });
  });

  test('gives one message per field when everything is missing', () => {
    expect(errorsFor({ name: '', email: '', subject: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Please select a subject',
      message: 'Message is required',
    });
  });

  test('offers the seven subjects of docs/product.md#validation-contact, in order', () => {
    expect(CONTACT_SUBJECTS.map(({ value, label }) => `${value}:${label}`)).toEqual([
      'installation:Installation Help',
      'activation:Activation Issues',
      'refund:Refund Request',
      'technical:Technical Support',
      'general:General Inquiry',
      'partnership:Partnership Opportunity',
      'other:Other',
    ]);
  });

  test('offers each subject in the form under the name staff read it by, in English', () => {
    for (const { value, label } of CONTACT_SUBJECTS)
      expect(t(CONTACT_SUBJECT_TEXTS[value])).toBe(label);
  });
});

describe('contact payload', () => {
  test('carries the honeypot and the start time next to the message', () => {
    const payload = { ...validMessage, website: '', startedAt: 1_760_000_000_000 };
    expect(contactPayloadSchema.parse(payload)).toEqual(payload);
  });

  test('refuses a fractional start time and an oversized honeypot', () => {
    expect(contactPayloadSchema.safeParse({ ...validMessage, startedAt: 1.5 }).success).toBe(false);
    expect(
      contactPayloadSchema.safeParse({ ...validMessage, website: 'x'.repeat(201) }).success,
    ).toBe(false);
  });
});

describe('contact failure message', () => {
  test("shows the server's message", () => {
    expect(
      describeContactError(
        new ApiError('Too many messages, please wait a minute.', 429, {
          serverMessage: 'Too many messages, please wait a minute.',
        }),
        t,
      ),
    ).toBe('Too many messages, please wait a minute.');
  });

  test("says 'Failed to send message' when the server gave no message", () => {
    expect(describeContactError(new ApiError('API error 500: Internal Server Error', 500), t)).toBe(
      'Failed to send message',
    );
  });

  test("says 'Failed to send message. Please try again.' for a network failure", () => {
    expect(describeContactError(new TypeError('Failed to fetch'), t)).toBe(
      'Failed to send message. Please try again.',
    );
  });
});
