/**
 * Account payloads, one zod schema each, shared by the forms and the functions. Each message is a
 * catalogue key ('validation.…'), worded in the page's or the request's language; the English
 * site's sign-up speaks French (docs/product.md#validation-signup).
 */
import * as z from 'zod';
import { isCommonPassword } from './common-passwords.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';

/** E-mails are trimmed and compared case-insensitively (stored lower-cased). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds the hashing work. */
export const PASSWORD_MAX_LENGTH = 256;

const name = z.string().trim().max(60).optional().or(z.literal(''));

/** One of the shop's languages, live or not yet: the account keeps it for every mail. */
const localeSchema = z.enum(LOCALES, { error: 'validation.language' });

export const registerSchema = z
  .object({
    email: z
      .string()
      .trim()
      .max(254, 'validation.signUp.emailInvalid')
      .pipe(z.email('validation.signUp.emailInvalid')),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, 'validation.signUp.passwordTooShort')
      .max(PASSWORD_MAX_LENGTH, 'validation.signUp.passwordTooLong')
      .refine((password) => !isCommonPassword(password), 'validation.signUp.passwordTooCommon'),
    confirmPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, 'validation.signUp.confirmPassword')
      .max(PASSWORD_MAX_LENGTH),
    firstName: name,
    lastName: name,
    /** The language of the page the visitor signed up on; English when not sent. */
    locale: localeSchema.optional(),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: 'validation.signUp.passwordsDiffer',
    path: ['confirmPassword'],
  });
export type RegisterPayload = z.infer<typeof registerSchema>;

const emailAddress = z
  .string()
  .trim()
  .max(254, 'validation.emailInvalid')
  .pipe(z.email('validation.emailInvalid'));

export const signInSchema = z.object({
  email: emailAddress,
  password: z
    .string()
    .min(1, 'validation.passwordRequired')
    .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong'),
});
export type SignInPayload = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({
  email: emailAddress,
});

export const resetPasswordSchema = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'auth.reset.linkInvalid'),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, 'validation.newPassword.tooShort')
      .max(PASSWORD_MAX_LENGTH, 'validation.newPassword.tooLong')
      .refine((password) => !isCommonPassword(password), 'validation.newPassword.tooCommon'),
    confirmPassword: z.string().min(1, 'validation.newPassword.confirm'),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: 'validation.newPassword.differ',
    path: ['confirmPassword'],
  });

/** PATCH /api/auth/user: what the account page changes on the account. */
export const profileChangeSchema = z.object({ locale: localeSchema });
export type ProfileChange = z.infer<typeof profileChangeSchema>;

/** The signed-in user as GET /api/auth/user returns it. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: string;
  emailVerified: boolean;
  /** The language the shop writes to this customer in: every mail. */
  locale: Locale;
  /** The staff rights of this session: none for customers, and for staff before the second factor. */
  staffRole: StaffRole | null;
  /**
   * Only in GET and PATCH /api/auth/user's answer: the country Netlify places this request in, or
   * null; checkout preselects the billing country from it.
   */
  visitorCountry?: string | null;
}

/** `owner`: everything. `support`: orders, customers and messages; not the catalogue or staff. */
export const staffRoles = ['owner', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];
