import { describe, expect, test } from 'vitest';
import { firstMessagePerField } from '../../lib/field-errors.ts';
import { translator } from '../i18n/catalogue.ts';
import { translateIfKey } from '../i18n/translate.ts';
import { normaliseEmail, registerSchema, resetPasswordSchema, signInSchema } from './auth.ts';

const en = translator('en');

const valid = {
  email: 'ada@example.com',
  password: 'long enough pass',
  confirmPassword: 'long enough pass',
};
const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  // The schemas name catalogue keys; the English site shows their texts.
  result.success
    ? {}
    : firstMessagePerField(
        result.error!.issues.map((issue) => ({
          ...issue,
          message: translateIfKey(en, issue.message),
        })),
      );

describe('registration messages (French, docs/product.md#validation-signup)', () => {
  test("an invalid e-mail: 'Email invalide'", () => {
    expect(errorsOf(registerSchema.safeParse({ ...valid, email: 'ada@' })).email).toBe(
      'Email invalide',
    );
  });
  test('a password under 8 characters', () => {
    expect(
      errorsOf(registerSchema.safeParse({ ...valid, password: 'short', confirmPassword: 'short' }))
        .password,
    ).toBe('Le mot de passe doit contenir au moins 8 caractères');
  });
  test("a confirmation under 8 characters: 'Confirmez votre mot de passe'", () => {
    expect(
      errorsOf(registerSchema.safeParse({ ...valid, confirmPassword: '' })).confirmPassword,
    ).toBe('Confirmez votre mot de passe');
  });
  test('different passwords, shown on the confirmation field', () => {
    expect(
      errorsOf(registerSchema.safeParse({ ...valid, confirmPassword: 'another long one' }))
        .confirmPassword,
    ).toBe('Les mots de passe ne correspondent pas');
  });
  test('first and last names are optional', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });
  test('a very common password is refused', () => {
    expect(
      errorsOf(
        registerSchema.safeParse({
          ...valid,
          password: 'Password123',
          confirmPassword: 'Password123',
        }),
      ).password,
    ).toBe('Ce mot de passe est trop courant, choisissez-en un autre');
  });
  test('long passphrases are accepted', () => {
    const phrase = 'a traveller who writes a very long passphrase '.repeat(2);
    expect(
      registerSchema.safeParse({ ...valid, password: phrase, confirmPassword: phrase }).success,
    ).toBe(true);
  });
});

describe('sign-in messages (English)', () => {
  test("an invalid e-mail: 'Invalid email address'", () => {
    expect(errorsOf(signInSchema.safeParse({ email: 'nope', password: 'x' })).email).toBe(
      'Invalid email address',
    );
  });
  test("an empty password: 'Password is required'", () => {
    expect(
      errorsOf(signInSchema.safeParse({ email: 'ada@example.com', password: '' })).password,
    ).toBe('Password is required');
  });
  test('the e-mail is trimmed', () => {
    expect(signInSchema.parse({ email: '  ada@example.com ', password: 'x' }).email).toBe(
      'ada@example.com',
    );
  });
});

describe('reset password', () => {
  test('needs a well-formed token and matching passwords', () => {
    const token = 'a'.repeat(43);
    expect(
      resetPasswordSchema.safeParse({
        token,
        password: 'new password 1',
        confirmPassword: 'new password 1',
      }).success,
    ).toBe(true);
    expect(
      errorsOf(
        resetPasswordSchema.safeParse({
          token: 'x',
          password: 'new password 1',
          confirmPassword: 'new password 1',
        }),
      ).token,
    ).toBe('This reset link is invalid or has expired.');
    expect(
      errorsOf(
        resetPasswordSchema.safeParse({
          token,
          password: 'new password 1',
          confirmPassword: 'new password 2',
        }),
      ).confirmPassword,
    ).toBe('Passwords do not match');
  });
});

test('e-mails compare trimmed and case-insensitively', () => {
  expect(normaliseEmail('  Ada@Example.COM ')).toBe('ada@example.com');
});
